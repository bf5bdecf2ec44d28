/**
 * @jest-environment node
 *
 * Real libraries nobody on the project wrote: reference managers' own public test fixtures and
 * example files (Better BibTeX's import and export fixtures, JabRef's test libraries, biblatex's
 * examples), 628 of them in tests/fixtures/bib-corpus (its README names their origin and licence).
 * Every file loads, with what each entry has; no reader throws; no LaTeX reaches visible text; the
 * BibTeX download of each reads back to as many works. Each file's counts (works loaded, reports,
 * entries left out) are the ones docs/real-libraries.md shows: a change in what a real library
 * loads is seen, and the table is rewritten on purpose (BIB_CORPUS_TABLE=docs/real-libraries.md,
 * then prettier). BIB_CORPUS_DIR reads another folder the same way, without the table.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readBibliography } from '@/lib/research/bibtex';
import { citationFile } from '@/lib/research/export';
import { plainText } from '@/lib/research/rich-text';
import { creatorsOf, nameOf, venueOf } from '@/lib/research/work';

const dir = process.env.BIB_CORPUS_DIR || join(__dirname, '../fixtures/bib-corpus');
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.(bib|biblatex)$/i.test(name))
  .sort();

/**
 * Leftover LaTeX, escaped HTML or a tag in what a reader sees (a `$` before a figure is a dollar),
 * or an accent over citation-js's "undefined" (its reading of an accent over nothing).
 */
const LEAK = /[\\{}]|\$(?!\d)|&amp;|<\/?(?:mml:)?(?:tex|math|mi|mn|mo|mrow)\b|undefined\p{M}/iu;

const TABLE = join(__dirname, '../../docs/real-libraries.md');
const HEADER = '| file | loaded | reports | left out |';
/** Markdown keeps one space where a file name has two. */
const oneSpace = (text: string) => text.replace(/ +/g, ' ');
const rowOf = (cells: readonly (string | number)[]) => oneSpace(`| ${cells.join(' | ')} |`);
/** The documented counts by file, whatever the table's alignment. */
const documentText = readFileSync(TABLE, 'utf8');
const intro = documentText.slice(0, documentText.indexOf('\n|') + 1);
const documented = new Map(
  documentText
    .split('\n')
    .filter((line) => /^\|.*\|$/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
    .map((cells) => [oneSpace(cells[0]!), rowOf(cells)] as const),
);
const checked = !process.env.BIB_CORPUS_DIR && !process.env.BIB_CORPUS_TABLE;

describe(`real libraries: ${relative(process.cwd(), dir)} (${files.length} files)`, () => {
  const rows: string[] = [];
  afterAll(() => {
    if (process.env.BIB_CORPUS_TABLE)
      writeFileSync(
        process.env.BIB_CORPUS_TABLE,
        [intro + HEADER, '| --- | --: | --: | --: |', ...rows, ''].join('\n'),
      );
  });

  test('the folder holds hundreds of files', () => {
    expect(files.length).toBeGreaterThanOrEqual(process.env.BIB_CORPUS_DIR ? 1 : 600);
  });

  test.each(files)('%s', (name) => {
    const { items, reports } = readBibliography(readFileSync(join(dir, name), 'utf8'), name);
    const leftOut = reports.filter((line) => /left out|the entry is skipped/.test(line)).length;
    const row = rowOf([name, items.length, reports.length, leftOut]);
    rows.push(row);
    if (checked) expect(row).toBe(documented.get(oneSpace(name)));
    for (const item of items) {
      const seen = [
        item.title ?? '',
        venueOf(item),
        item.publisher ?? '',
        ...creatorsOf(item).map(nameOf),
      ].map(plainText);
      expect(seen.filter((text) => LEAK.test(text))).toEqual([]);
    }
    for (const format of ['ris', 'json'] as const) citationFile(items, format);
    expect(readBibliography(citationFile(items, 'bib'), 'back.bib').items).toHaveLength(
      items.length,
    );
  });
});
