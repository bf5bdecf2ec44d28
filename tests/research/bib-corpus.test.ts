/**
 * @jest-environment node
 *
 * Real libraries nobody on the project wrote: reference managers' own public test fixtures and
 * example files (Better BibTeX's import and export fixtures, JabRef's test libraries, biblatex's
 * examples), hundreds of them. They are not part of this repository, so `npm test` does not run
 * this file: set BIB_CORPUS_DIR to a folder of `.bib` files and run it by name
 * (docs/research-record.md says how; without the folder it fails, as a test missing its files does).
 * Every file loads, with what each entry has; no reader throws; no LaTeX reaches visible text; the
 * BibTeX download of each reads back to as many works. With BIB_CORPUS_TABLE set, the per-file
 * counts are written there as a Markdown table.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readBibliography } from '@/lib/research/bibtex';
import { citationFile } from '@/lib/research/export';
import { plainText } from '@/lib/research/rich-text';
import { creatorsOf, nameOf, venueOf } from '@/lib/research/work';

const dir = process.env.BIB_CORPUS_DIR ?? '';
const files = readdirSync(dir)
  .filter((name) => /\.(bib|biblatex)$/i.test(name))
  .sort();

/** Leftover LaTeX or escaped HTML in what a reader sees (a `$` before a figure is a dollar). */
const LEAK = /[\\{}]|\$(?!\d)|&amp;/;

describe(`the corpus in BIB_CORPUS_DIR (${files.length} files)`, () => {
  const rows: string[] = [];
  afterAll(() => {
    if (process.env.BIB_CORPUS_TABLE)
      writeFileSync(
        process.env.BIB_CORPUS_TABLE,
        ['| file | loaded | reports | left out |', '| --- | --: | --: | --: |', ...rows].join('\n'),
      );
  });

  test.each(files)('%s', (name) => {
    const { items, reports } = readBibliography(readFileSync(join(dir, name), 'utf8'), name);
    const leftOut = reports.filter((line) => /left out|the entry is skipped/.test(line)).length;
    rows.push(`| ${name} | ${items.length} | ${reports.length} | ${leftOut} |`);
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
