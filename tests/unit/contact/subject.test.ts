import { subjectLine } from '@/lib/contact';
import { site } from '@/content/site';

describe('subjectLine', () => {
  it('research gives "Research Collaboration Inquiry"', () => {
    expect(subjectLine('research')).toBe('Research Collaboration Inquiry');
  });

  it('speaking gives "Speaking Engagement Request"', () => {
    expect(subjectLine('speaking')).toBe('Speaking Engagement Request');
  });

  it('media gives "Media Inquiry for {name}" with the owner\'s name', () => {
    expect(subjectLine('media')).toBe(`Media Inquiry for ${site.owner.name}`);
    expect(subjectLine('media')).toBe('Media Inquiry for Dr. Rowan Ellery');
  });

  it('other gives "Inquiry from {product} Website"', () => {
    expect(subjectLine('other')).toBe('Inquiry from Phages & Biomes Website');
  });

  it.each(['', 'Research', 'unknown', 'media ', '__proto__', 'constructor'])(
    'any other value (%j) gives "Contact from {product} Website"',
    (value) => {
      expect(subjectLine(value)).toBe('Contact from Phages & Biomes Website');
    },
  );
});
