/**
 * @jest-environment node
 *
 * The bundled blog and a real Sanity project can never disagree: every document the import file
 * carries (tests/integration/blog-import.test.ts) has the shape the Studio's schema describes, and
 * passes the checks an editor sees in the Studio.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  citationProblem,
  hrefProblem,
  publishDateProblem,
  slugProblem,
} from '@/studio/src/schemaTypes/objects/rules';
import { loadSchema } from './schema-validator';

type Doc = { _id: string; _type: string; [field: string]: unknown };
const read = (file: string) =>
  readFileSync(path.join(process.cwd(), file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
    // Asset documents are made by the Content Lake when a file is uploaded, never imported.
    .filter((doc) => !doc._type.startsWith('sanity.'));
const documents = read('content/blog/production.ndjson');
/** The browser tests' dataset: the bundled blog plus the edge cases (tests/fixtures/blog/). */
const fixture = read('tests/fixtures/blog/e2e.ndjson');

/**
 * One fixture post is hostile on purpose (unknown blocks, styles and marks are skipped,
 * unsafe links and citations of nothing shown as text): what a Studio would refuse, an API write
 * can still store.
 */
const HOSTILE = 'post-links-the-site-refuses';

const schema = loadSchema();

function editorProblems(doc: Doc): string[] {
  const problems: string[] = [];
  const walk = (value: unknown, at: string) => {
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${at}[${i}]`));
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record._type === 'slug') {
      const verdict = slugProblem(record.current as string | undefined);
      if (verdict !== true) problems.push(`${at}: ${verdict}`);
    }
    if (record._type === 'link') {
      const verdict = hrefProblem(record.href as string | undefined);
      if (verdict !== true) problems.push(`${at}: ${verdict}`);
    }
    if (record._type === 'citation') {
      const verdict = citationProblem(record as { key?: string; doi?: string });
      if (verdict !== true) problems.push(`${at}: ${verdict}`);
    }
    Object.entries(record).forEach(([key, field]) => walk(field, `${at}.${key}`));
  };
  walk(doc, doc._id);
  if (doc._type === 'post' && !(doc.image as { alt?: string } | undefined)?.alt)
    problems.push(`${doc._id}.image.alt: required`);
  return problems;
}

describe('the bundled blog against the Studio schema', () => {
  it('has a document type for every type the site reads', () => {
    expect(schema.documentTypes).toEqual(
      expect.arrayContaining(['post', 'author', 'role', 'category', 'tag']),
    );
    expect(new Set(documents.map((d) => d._type))).toEqual(
      new Set(['post', 'author', 'role', 'category', 'tag']),
    );
  });

  it("the fixture is the bundled blog plus three edge-case posts, a draft and a release's version", () => {
    expect(fixture.slice(0, documents.length)).toEqual(documents);
    expect(fixture.slice(documents.length).map((d) => d._id)).toEqual([
      'post-notes-from-the-phage-bank',
      'post-phage-therapy-seminar-2027',
      HOSTILE,
      'drafts.post-phage-vs-antibiotics',
      'versions.rSpring.post-phage-vs-antibiotics',
    ]);
  });

  // Every bundled document, and the fixture's edge cases but the hostile one (no date and no body
  // are allowed).
  it.each(
    [...documents, ...fixture.slice(documents.length).filter((d) => d._id !== HOSTILE)].map(
      (d) => [d._id, d] as const,
    ),
  )('%s validates, with nothing an editor would be warned about', (_id, doc) => {
    expect(schema.validate(doc)).toEqual([]);
    expect(editorProblems(doc)).toEqual([]);
  });

  it('the hostile fixture post departs from the schema exactly where the unknown-content rule needs it to', () => {
    const doc = fixture.find((d) => d._id === HOSTILE)!;
    const body = doc.body as Array<{ _type: string; _key: string; style?: string }>;
    const at = (key: string) => `${HOSTILE}.body[${body.findIndex((b) => b._key === key)}]`;
    const citations = at('hostile-citations');
    expect(schema.validate(doc)).toEqual([
      `${at('cta-unknown')}: "callToAction" is none of the allowed values`,
      `${citations}.markDefs[2].number: not in the schema`,
      `${citations}.markDefs[2].occurrence: not in the schema`,
      `${at('unknown-style')}.style: "lead" is none of the allowed values`,
    ]);
    // A key the record lacks is no editor's error: the Studio does not know the record.
    expect(editorProblems(doc)).toEqual([
      expect.stringMatching(/markDefs\[\d+\]: Only https:\/\/, http:\/\/, mailto:/),
      expect.stringMatching(/markDefs\[\d+\]: Only https:\/\/, http:\/\/, mailto:/),
      `${citations}.markDefs[1]: Give the key or the DOI, not both.`,
      expect.stringMatching(
        /^post-links-the-site-refuses\.body\[2\]\.markDefs\[2\]: A key has no spaces/,
      ),
      expect.stringMatching(/^post-links-the-site-refuses\.body\[2\]\.markDefs\[3\]: Not a DOI/),
    ]);
  });
});

describe('the Studio rules are the site rules', () => {
  it('warns of a publish date ahead, which the site does not wait for', () => {
    const now = Date.parse('2026-12-07T12:00:00Z');
    expect(publishDateProblem('2026-12-07T12:01:00Z', now)).toBe(
      'This date is ahead: publishing shows the post at once, dated ahead.',
    );
    expect(publishDateProblem('2026-12-07T12:00:00Z', now)).toBe(true);
    expect(publishDateProblem(undefined, now)).toBe(true);
  });

  it('refuses a slug longer than the site serves, and odd characters', () => {
    expect(slugProblem('a'.repeat(96))).toBe(true);
    expect(slugProblem('a'.repeat(97))).toMatch(/^At most 96 characters \(this one has 97\)/);
    expect(slugProblem('phage therapy')).toMatch(/^Only letters, digits/);
    expect(slugProblem(undefined)).toMatch(/^A slug is required/);
  });

  it('refuses links with an unsafe scheme, accepts web, mail and site links', () => {
    for (const href of ['https://doi.org/10.1/x', 'http://a.example', 'mailto:a@b.c', '/contact'])
      expect(hrefProblem(href)).toBe(true);
    for (const href of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'vbscript:x'])
      expect(hrefProblem(href)).toMatch(/^Only https:\/\//);
  });
});
