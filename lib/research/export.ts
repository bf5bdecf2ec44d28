/**
 * Works in the formats reference managers read, through citation-js: BibTeX (biblatex, UTF-8, the
 * owner's keys, read by classic BibTeX too), RIS (plain text) and CSL-JSON; each reads back into
 * the same records.
 */
import { PUBLICATION_STATES } from './bibtex';
import { bibtexConfig, plugins, type CitationJsEntry } from './citation-js';
import { mapStrings, type Csl } from './csl';
import type { CitationFormat } from './formats';
import { isNucleotideDatabase } from '../identifiers';
import { own } from '../own';
import { closedMarkup, plainText } from './rich-text';

export function citationFile(items: readonly Csl[], format: CitationFormat): string {
  if (format === 'json') return `${JSON.stringify(items, null, 2)}\n`;
  if (format === 'ris') return risFile(items);
  return bibtexFile(items);
}

/** Status and a genome's accession in the note, for formats without such fields (RIS, styles). */
export function withNotes(item: Csl): Csl {
  const genome = item.type === 'dataset' && isNucleotideDatabase(item.publisher ?? '');
  const pending = !item.status && 'GenBank accession pending';
  const accession = genome && (item.number ? `GenBank accession ${item.number}` : pending);
  const note = [item.status, item.note, accession].filter(Boolean).join('; ');
  return note ? { ...item, note } : item;
}

/** Fields whose text is an identifier or a link, written as it is. */
const VERBATIM = new Set(['id', 'type', 'DOI', 'URL', 'PMID', 'PMCID', 'ISBN', 'ISSN', '_orcid']);

/** LaTeX's specials as text: most by a backslash, these by a command. */
const LATEX: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '^': '\\textasciicircum{}',
  '~': '\\textasciitilde{}',
  '\u00a0': '~',
};

/**
 * Text as a BibTeX value: one line, LaTeX's specials escaped, doubled dashes, apostrophes and
 * backquotes kept apart (BibTeX makes ligatures of them); citation-js writes the CSL markup.
 */
const latexText = (text: string) =>
  text
    .replace(/[^\S\u00a0]+/g, ' ')
    .replace(/[\\{}$%&#_^~\u00a0]/g, (char) => LATEX[char] ?? `\\${char}`)
    .replace(/([-'`])(?=\1)/g, '$1{}');

/** A key BibTeX can read: the owner's as written, any character a key cannot hold replaced. */
const bibtexKey = (id: string) => id.replace(/[\s,{}()"=#%]/g, '-');

const STATE_KEYWORDS = Object.fromEntries(
  Object.entries(PUBLICATION_STATES).map(([keyword, words]) => [words, keyword]),
);

function bibtexFile(items: readonly Csl[]): string {
  const ready = items.map((item) =>
    mapStrings(item, (text, key) =>
      // An identifier or link is written as it is, but for a brace or backslash, which would end
      // its value: percent-encoded, the same address. Markup is closed first: an unclosed `<i>`, from
      // the file or an outside source, would leave `\textit{` open over every entry after it.
      key && VERBATIM.has(key)
        ? text.replace(/[{}\\]/g, encodeURIComponent)
        : latexText(closedMarkup(text)),
    ),
  );
  const entries = plugins.output.format('biblatex', ready, {
    format: 'object',
  }) as CitationJsEntry[];
  return entries.map((entry, index) => bibtexEntry(entry, items[index]!)).join('\n');
}

/** One entry, with what citation-js does not write: `and others`, any status, a genome's accession. */
function bibtexEntry({ type, properties, annotations = {} }: CitationJsEntry, item: Csl): string {
  const { entrysubtype: genre, ...fields } = mapStrings(properties, (value, name) =>
    // citation-js protects a capital's case up to the first non-ASCII letter (`{Vi}ệt`): whole words.
    // It leaves the first word, whose initial a sentence-case style keeps, but not its other
    // capitals: `HoechstGAN`, `iPhone`, `DNA` are protected too.
    bibtexConfig.constants.fieldTypes[name ?? '']?.[1] === 'title'
      ? value
          .replace(/\{([\p{L}\p{N}]+)\}([\p{L}\p{M}\p{N}]+)/gu, '{$1$2}')
          .replace(/^[\p{L}\p{N}]+\p{Lu}[\p{L}\p{M}\p{N}]*/u, '{$&}')
      : value,
  );
  const { others, related, arxiv, entryType } = item.custom ?? {};
  // A genre goes in biblatex's `type`, which every reader takes as the genre.
  if (genre) fields.type = genre;
  // citation-js writes an access date as a note when there is none.
  if (!item.note) delete fields.note;
  const names = fields.author ? 'author' : 'editor';
  if (others && fields[names]) fields[names] += ' and others';
  if (item.status) fields.pubstate = own(STATE_KEYWORDS, item.status) ?? latexText(item.status);
  if (item.type === 'dataset' && item.number) fields.number = latexText(item.number);
  // A number citation-js does not write for the type (a conference paper's, a preprint's) is an eid.
  if (item.number && !fields.number && !fields.eid) fields.eid = latexText(item.number);
  if (related) fields.related = related;
  if (arxiv) {
    if (item.PMID) fields.pmid = item.PMID;
    Object.assign(fields, { eprint: arxiv, eprinttype: 'arxiv' });
  }
  const lines = readByBibtex(fields).flatMap(([name, value]) => [
    `\t${name} = {${value}},`,
    // citation-js makes annotations only from labelled fields (`author+an:orcid`), never bare ones.
    ...Object.entries(annotations[name] ?? {}).map(
      ([label, note]) => `\t${name}+an:${label} = {${note}},`,
    ),
  ]);
  return `@${entryType ?? type}{${bibtexKey(item.id)},\n${lines.join('\n')}\n}\n`;
}

/**
 * Classic BibTeX (natbib's styles, Zotero's import) reads neither `journaltitle` nor `date`: the
 * journal goes under its BibTeX name, which biblatex reads as the same field, and the year with
 * it; a fuller date stays beside the year for biblatex (biber keeps the date, noting the year).
 */
function readByBibtex(fields: Record<string, string>): [string, string][] {
  return Object.entries(fields).flatMap(([name, value]): [string, string][] => {
    if (name === 'journaltitle') return [['journal', value]];
    const year = name === 'date' ? /^\d{4}(?!\d)/.exec(value)?.[0] : undefined;
    if (!year) return [[name, value]];
    const date: [string, string][] = year === value ? [] : [['date', value]];
    return [['year', year], ...date];
  });
}

/** RIS with every value plain text on one line, so no data can start a line, let alone a record. */
function risFile(items: readonly Csl[]): string {
  // An identifier or link holds no CSL markup, so plain text leaves it as written (`<…>` and all).
  const ready = items.map((item) => mapStrings(withNotes(item), plainText));
  const records = plugins.output.format('ris', ready, { format: 'object' }) as Record<
    string,
    unknown
  >[];
  return records
    .map(({ TY, ...tags }) => {
      const lines = Object.entries(tags).flatMap(([tag, value]) =>
        [value].flat().flatMap((v) => {
          const text = String(v)
            .replace(/[\s\p{Cc}]+/gu, ' ')
            .trim();
          return text ? [`${tag}  - ${text}`] : [];
        }),
      );
      return [`TY  - ${String(TY)}`, ...lines, 'ER  - '].join('\n');
    })
    .join('\n')
    .concat('\n');
}
