import { buildLetter, buildMailtoUrl, ccAddress, subjectLine } from '@/lib/contact';
import { site } from '@/content/site';
import { addresses, field, parseMailto } from './mailto-helpers';

const sentAt = new Date(2026, 10, 21, 9, 30);
const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n');
/** Lone surrogates cannot be percent-encoded; they arrive as U+FFFD. */
const wellFormed = (s: string) => s.replace(/\uD83E(?![\uDC00-\uDFFF])/g, '\uFFFD');

const honest = {
  name: 'Ada Lovelace',
  email: 'ada@nature.example',
  subject: 'research',
  message: 'Hello there.',
};

/** Decodes the URL and checks it field by field against what the visitor typed. */
function expectIntact(values: typeof honest, expectedCc = values.email.trim()) {
  const url = buildMailtoUrl(values, sentAt);
  // Only the characters a URI allows; one "?", no fragment, no raw whitespace or line breaks.
  expect(url).toMatch(/^mailto:[A-Za-z0-9._~%@-]+\?[A-Za-z0-9._~%@&=-]*$/);
  expect(url.split('?')).toHaveLength(2);
  expect(url).not.toContain('#');

  const parsed = parseMailto(url);
  expect(parsed.to).toEqual([site.email]);
  expect(parsed.fields.map(([key]) => key)).toEqual(['subject', 'body', 'cc']);

  expect(field(parsed, 'subject')).toEqual([subjectLine(values.subject)]);

  const body = field(parsed, 'body');
  expect(body).toHaveLength(1);
  expect(body[0]).toBe(crlf(wellFormed(buildLetter(values, sentAt))));

  const cc = field(parsed, 'cc');
  expect(cc).toHaveLength(1);
  expect(addresses(cc[0]!)).toHaveLength(1);
  expect(cc[0]).toBe(expectedCc);
  return { url, parsed, body: body[0]! };
}

describe('buildMailtoUrl', () => {
  it('goes to the owner with the subject line, the letter and the sender in cc', () => {
    const { body } = expectIntact(honest);
    expect(body).toContain('Dear Dr. Rowan Ellery,\r\n\r\nMy name is Ada Lovelace');
    expect(body).toContain('Hello there.');
    expect(body).toMatch(/Sent via Phages & Biomes website on November 21, 2026$/);
  });

  it('uses CRLF line breaks in the body, as RFC 6068 asks', () => {
    const url = buildMailtoUrl({ ...honest, message: 'one\ntwo\rthree\r\nfour' }, sentAt);
    expect(url).toContain('one%0D%0Atwo%0D%0Athree%0D%0Afour');
    expect(url).not.toMatch(/%0A(?<!%0D%0A)/);
  });

  it('percent-encodes "&" in the product name inside the subject', () => {
    const url = buildMailtoUrl({ ...honest, subject: 'other' }, sentAt);
    expect(url).toContain('subject=Inquiry%20from%20Phages%20%26%20Biomes%20Website');
  });

  it('defaults the date to now', () => {
    const url = buildMailtoUrl(honest);
    const today = new Date().toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    expect(field(parseMailto(url), 'body')[0]).toContain(`website on ${today}`);
  });
});

describe('hostile input yields one recipient, one cc, and an intact subject and body', () => {
  const hostile: Array<[string, string]> = [
    ['ampersand', 'Tom & Jerry &cc=evil@attacker.example&bcc=evil2@attacker.example'],
    ['question mark', 'Why? ?subject=spoofed&body=replaced'],
    ['equals sign', 'a=b==c subject=x'],
    ['percent', '100% sure %0D%0ABcc: evil@attacker.example %26 %25 %'],
    ['hash', '#1 fan #fragment'],
    ['plus', 'C++ + more+plus'],
    ['CR/LF', 'line one\r\nBcc: evil@attacker.example\r\n\r\nline two\rthree\nfour'],
    ['quotes', `"Double" and 'single' “curly” ‘quotes’ \`back\``],
    ['non-ASCII', 'Zoë Ångström – Œuvre, 日本語のテキスト, Ελληνικά, עברית'],
    ['emoji', 'Phages 🦠🧫🔬 family 👩‍🔬👨‍👩‍👧 flag 🇺🇸'],
    ['lone surrogate', 'cut emoji \uD83E here'],
    ['20,000 characters', 'x&y=z?#%+\r\n🦠é"'.repeat(1334).slice(0, 20000)],
  ];

  describe.each(hostile)('%s', (_label, text) => {
    it('in the name', () => {
      const { body } = expectIntact({ ...honest, name: text });
      expect(body).toContain(crlf(wellFormed(text.trim())));
    });

    it('in the message', () => {
      const { body } = expectIntact({ ...honest, message: text });
      expect(body).toContain(crlf(wellFormed(text.trim())));
    });

    it('in the e-mail, for every subject', () => {
      for (const subject of ['research', 'speaking', 'media', 'other', 'x']) {
        const email = `${text}@outlet.example`;
        const { body } = expectIntact({ ...honest, subject, email }, ccAddress(email));
        // The letter's signature holds the address exactly as typed.
        expect(body).toContain(crlf(wellFormed(email.trim())));
      }
    });
  });

  it('a list of addresses in the e-mail field still gives one cc', () => {
    for (const email of [
      'ada@x.example, evil@attacker.example',
      'ada@x.example;evil@attacker.example',
      'Ada <ada@x.example>, "Evil" <evil@attacker.example>',
      'ada@x.example\r\nBcc: evil@attacker.example',
      'ada@x.example&cc=evil@attacker.example',
      'ada@x.example?bcc=evil@attacker.example',
      'group: a@x.example, b@y.example;',
    ]) {
      const { parsed } = expectIntact({ ...honest, email }, ccAddress(email.trim()));
      const cc = field(parsed, 'cc')[0]!;
      expect(cc).not.toMatch(/[\s,;<>()"\r\n:]/);
      expect(field(parsed, 'bcc')).toEqual([]);
    }
  });

  it('ccAddress keeps an ordinary address unchanged', () => {
    expect(ccAddress("o'brien+phages@lab-1.example.org")).toBe("o'brien+phages@lab-1.example.org");
  });

  it('an address that cleans to nothing adds no copy at all', () => {
    const url = buildMailtoUrl({ ...honest, email: '<>;,' }, new Date(2026, 0, 5));
    expect(field(parseMailto(url), 'cc')).toEqual([]);
    expect(url).not.toContain('cc=');
  });
});
