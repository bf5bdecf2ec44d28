import { subjectLine } from '@/lib/contact';
import { site } from '@/content/site';

describe('subjectLine', () => {
  it.each([
    ['research', 'Research Collaboration Inquiry'],
    ['speaking', 'Speaking Engagement Request'],
    ['media', 'Media Inquiry for Dr. Rowan Ellery'],
    ['other', 'Inquiry from Phages & Biomes Website'],
  ])('%s gives %j', (subject, line) => {
    expect(subjectLine(subject)).toBe(line);
  });

  it('media names the owner from content/site.ts', () => {
    expect(subjectLine('media')).toBe(`Media Inquiry for ${site.owner.name}`);
  });

  it.each(['', 'Research', 'unknown', 'media ', '__proto__', 'constructor'])(
    'any other value (%j) gives "Contact from {product} Website"',
    (value) => {
      expect(subjectLine(value)).toBe('Contact from Phages & Biomes Website');
    },
  );
});
