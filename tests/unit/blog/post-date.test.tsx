import { render } from '@testing-library/react';
import { PostDate } from '@/components/blog/post-date';

const line = (element: React.ReactElement) => render(element).container.textContent;

describe('a post’s date line, on its card and its page', () => {
  const edited = { publishedAt: null, _updatedAt: '2026-11-01T06:00:00-05:00' };

  it('is the publish date when there is one', () => {
    const post = { publishedAt: '2026-10-28T09:00:00-05:00', _updatedAt: edited._updatedAt };
    expect(line(<PostDate post={post} short />)).toBe('Oct 28, 2026');
    expect(line(<PostDate post={post} />)).toBe('October 28, 2026');
    const { container } = render(<PostDate post={post} />);
    expect(container.querySelector('time')).toHaveAttribute('datetime', post.publishedAt);
  });

  it('says when a post with none was last edited', () => {
    expect(line(<PostDate post={edited} short />)).toBe('Updated Nov 1, 2026');
    const { container } = render(<PostDate post={edited} />);
    expect(container.textContent).toBe('Updated November 1, 2026');
    expect(container.querySelector('time')).toHaveAttribute('datetime', edited._updatedAt);
  });

  it('with neither date, a card says so and a page says nothing', () => {
    const neither = { publishedAt: null, _updatedAt: null };
    expect(line(<PostDate post={neither} short undated="Undated" />)).toBe('Undated');
    expect(line(<PostDate post={neither} />)).toBe('');
  });
});
