import { buildLetter, outletFromEmail } from '@/lib/contact';
import { writeDate } from '@/lib/dates';
import { site } from '@/content/site';

const sentAt = new Date(2026, 10, 21, 12, 0, 0);
const base = {
  name: 'Ada Lovelace',
  email: 'ada@nature.example',
  message: 'I would like to talk about phage cocktails.\nSecond line.',
};

function letter(subject: string, overrides: Partial<typeof base> = {}) {
  return buildLetter({ ...base, ...overrides, subject }, sentAt);
}

/** The letter's paragraphs (blank-line separated). */
function paragraphs(text: string) {
  return text.split('\n\n');
}

describe('buildLetter', () => {
  it('has the shape greeting, opening, message, closing, signature, sent-via line', () => {
    const parts = paragraphs(letter('research'));
    expect(parts).toHaveLength(6);
    expect(parts[0]).toBe(`Dear ${site.owner.name},`);
    expect(parts[2]).toBe(base.message);
    expect(parts[4]).toBe(`Best regards,\n${base.name}\n${base.email}`);
    expect(parts[5]).toBe('Sent via Phages & Biomes website on November 21, 2026');
  });

  it('research: sender name and e-mail, interest in phage therapy and biofilm reduction', () => {
    const [, opening, , closing] = paragraphs(letter('research'));
    expect(opening).toContain('Ada Lovelace (ada@nature.example)');
    expect(opening).toMatch(/research collaboration/);
    expect(opening).toMatch(/phage therapy and biofilm reduction/);
    expect(closing).toMatch(/work together/);
  });

  it('speaking: an invitation to an event', () => {
    const [, opening, , closing] = paragraphs(letter('speaking'));
    expect(opening).toContain('My name is Ada Lovelace');
    expect(opening).toMatch(/invite you to speak at an upcoming event/);
    expect(closing).toMatch(/invitation/);
  });

  it("media: the outlet is the e-mail's domain", () => {
    const [, opening, , closing] = paragraphs(letter('media'));
    expect(opening).toContain('on behalf of nature.example with a media inquiry');
    expect(closing).toMatch(/interview/);
  });

  it('media: "my organization" when the e-mail has no domain', () => {
    expect(paragraphs(letter('media', { email: 'ada' }))[1]).toContain(
      'on behalf of my organization',
    );
    expect(paragraphs(letter('media', { email: 'ada@' }))[1]).toContain(
      'on behalf of my organization',
    );
  });

  it('other: a general inquiry', () => {
    const [, opening, , closing] = paragraphs(letter('other'));
    expect(opening).toBe(
      'My name is Ada Lovelace, and I am writing to you with a general inquiry.',
    );
    expect(closing).toBe('Thank you for your time. I look forward to hearing from you.');
  });

  it('an unknown subject still gives a complete, general letter', () => {
    const [, opening] = paragraphs(letter('something-else'));
    expect(opening).toContain('My name is Ada Lovelace');
    expect(opening).not.toMatch(/\{\w+\}/);
  });

  it('each subject opens and closes differently', () => {
    const subjects = ['research', 'speaking', 'media', 'other'];
    const openings = new Set(subjects.map((s) => paragraphs(letter(s))[1]));
    const closings = new Set(subjects.map((s) => paragraphs(letter(s))[3]));
    expect(openings.size).toBe(4);
    expect(closings.size).toBe(4);
  });

  it('keeps placeholder-looking text a visitor typed as typed', () => {
    const text = letter('research', { name: '{email} {outlet}', message: '{name}' });
    expect(text).toContain('My name is {email} {outlet} (ada@nature.example)');
    expect(paragraphs(text)[2]).toBe('{name}');
  });

  it('trims the fields', () => {
    const text = letter('other', {
      name: '  Ada  ',
      email: ' ada@x.example ',
      message: '\n hi \n',
    });
    expect(text).toContain('My name is Ada,');
    expect(paragraphs(text)[2]).toBe('hi');
    expect(paragraphs(text)[4]).toBe('Best regards,\nAda\nada@x.example');
  });
});

describe('outletFromEmail', () => {
  it.each([
    ['reporter@bbc.co.uk', 'bbc.co.uk'],
    ['a@b@newsroom.example', 'newsroom.example'],
    ['a@ example.org', 'example.org'],
    ['a@ ', 'my organization'],
    ['no-domain', 'my organization'],
    ['', 'my organization'],
  ])('%j → %j', (email, outlet) => expect(outletFromEmail(email)).toBe(outlet));
});

describe('the date on the "Sent via" line (writeDate)', () => {
  it('writes the long US date', () => {
    expect(writeDate(new Date(2026, 0, 5))).toBe('January 5, 2026');
  });
  it("is the sender's local date, as toLocaleDateString wrote it, for every month", () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, 28, 23, 59);
      expect(writeDate(date)).toBe(
        date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
      );
    }
  });
});
