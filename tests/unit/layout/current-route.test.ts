import { isCurrentRoute } from '@/lib/browser/current-route';

describe('current route', () => {
  it('highlights Home only on the home page', () => {
    expect(isCurrentRoute('/', '/')).toBe(true);
    expect(isCurrentRoute('/about', '/')).toBe(false);
  });

  it('highlights an entry on its page and on its sub-pages, not on look-alike paths', () => {
    expect(isCurrentRoute('/research', '/research')).toBe(true);
    expect(isCurrentRoute('/research/phage-therapy-advances', '/research')).toBe(true);
    expect(isCurrentRoute('/research-notes', '/research')).toBe(false);
    expect(isCurrentRoute('/blogs/phage-vs-antibiotics', '/blogs')).toBe(true);
    expect(isCurrentRoute('/books', '/blogs')).toBe(false);
  });

  it('ignores hashes, queries and trailing slashes', () => {
    expect(isCurrentRoute('/phages/', '/phages#phage-categories')).toBe(true);
    expect(isCurrentRoute('/research', '/research?tab=1')).toBe(true);
  });
});
