/**
 * The owner's BibTeX or biblatex file, as every reference manager writes it, read into CSL-JSON
 * items (lib/research/csl.ts). lib/research/bibtex-scan.ts finds the entries and their lines;
 * biblatex's `crossref` and `xdata` inheritance is applied here; citation-js reads the values (LaTeX
 * markup, accents, math, names, dates); then what reference managers write differently is made one:
 * DOIs in any form, escaped URLs, arXiv identifiers, `and others`, status keywords. A malformed entry
 * is a BibliographyError naming the file, the line and the key.
 */
import {
  BibliographyError,
  entryName,
  scanBibliography,
  type BibEntry,
  type BibField,
} from './bibtex-scan';
import { bibtexConfig, plugins } from './citation-js';
import { defined, mapStrings, type Csl, type WorkExtras } from './csl';
import { isGenBankAccession, isNucleotideDatabase, isPubMedId, normalizeDoi } from './identifiers';

export { BibliographyError };

export const PUBLICATIONS_FILE = 'content/research/publications.bib';

type Fields = ReadonlyMap<string, BibField>;

/** biblatex entry types that lend data to other entries or group them: not works themselves. */
const NOT_WORKS = new Set(['xdata', 'set', 'bibnote']);

/** Fields a `crossref` child never takes from its parent (biblatex's defaults). */
const NOT_INHERITED = new Set(
  'ids crossref xref xdata entryset entrysubtype execute label options presort related relatedoptions relatedstring relatedtype shorthand shorthandintro sortkey'.split(
    ' ',
  ),
);

/** A parent's title becomes the child's `maintitle`, `booktitle` or `journaltitle` (biblatex). */
const TITLE_INHERITANCE: readonly [parents: string[], prefix: string, children: string[]][] = [
  [['mvbook'], 'main', ['book', 'inbook', 'bookinbook', 'suppbook']],
  [
    ['mvcollection', 'mvreference'],
    'main',
    ['collection', 'reference', 'incollection', 'inreference', 'suppcollection'],
  ],
  [['mvproceedings'], 'main', ['proceedings', 'inproceedings', 'conference']],
  [['book'], 'book', ['inbook', 'bookinbook', 'suppbook']],
  [['collection', 'reference'], 'book', ['incollection', 'inreference', 'suppcollection']],
  [['proceedings'], 'book', ['inproceedings', 'conference']],
  [['periodical'], 'journal', ['article', 'suppperiodical']],
];
const TITLES = ['title', 'subtitle', 'titleaddon'];
const TITLE_VARIANTS = ['shorttitle', 'sorttitle', 'indextitle', 'indexsorttitle'];

/** Who an entry must name: a person; for edited kinds an editor will do; for the rest an organization. */
const PERSONAL =
  'article inbook bookinbook incollection inproceedings conference thesis phdthesis mastersthesis unpublished suppbook suppcollection suppperiodical letter';
const EDITED =
  'book mvbook collection mvcollection proceedings mvproceedings reference mvreference inreference periodical';
const ANYONE = ['author', 'editor', 'organization', 'institution', 'publisher'];
const WHO: Record<string, readonly string[]> = {
  ...Object.fromEntries(PERSONAL.split(' ').map((type) => [type, ['author']])),
  ...Object.fromEntries(EDITED.split(' ').map((type) => [type, ['author', 'editor']])),
  patent: ['author', 'holder'],
};

/** biblatex's `pubstate` keywords, in words. */
export const PUBLICATION_STATES: Record<string, string> = {
  inpreparation: 'In preparation',
  submitted: 'Submitted',
  forthcoming: 'Forthcoming',
  inpress: 'In press',
  prepublished: 'Pre-published',
};

const ARXIV_ID = /^(?:\d{4}\.\d{4,5}|[a-z-]+(?:\.[a-z]{2})?\/\d{7})(?:v\d+)?$/i;

/** A value as a verbatim field means it: LaTeX escapes and braces dropped, white space trimmed. */
const verbatim = (value: string) =>
  value
    .replace(/\\([_%&#$~])/g, '$1')
    .replace(/[{}]/g, '')
    .trim();

/** A string NFC-normalised, trimmed, and a dotless ı or ȷ under an accent dotted again. */
const normalizeText = (text: string) =>
  text
    .replace(/[ıȷ](?=\p{M})/gu, (c) => (c === 'ı' ? 'i' : 'j'))
    .normalize('NFC')
    .trim();

/** Reads BibTeX or biblatex text into CSL-JSON, or throws a BibliographyError. */
export function parseBibliography(text: string, file = PUBLICATIONS_FILE): Csl[] {
  const entries = scanBibliography(text, file, bibtexConfig.constants.defaultStrings);
  const byKey = new Map<string, BibEntry>();
  for (const entry of entries) {
    const first = byKey.get(entry.key);
    if (first)
      throw new BibliographyError(
        file,
        entry.line,
        entryName(entry.key, entry.type),
        `the key is used twice (first on line ${first.line})`,
      );
    byKey.set(entry.key, entry);
  }
  const works = entries
    .filter((entry) => !NOT_WORKS.has(entry.type))
    .map((entry) => {
      const fail = (line: number, problem: string): never => {
        throw new BibliographyError(file, line, entryName(entry.key, entry.type), problem);
      };
      return { entry, fields: inherited(entry, byKey, fail), fail };
    });
  const prepared = works.map(({ entry, fields }) => citationJsEntry(entry, fields));
  const items = readValues(prepared, works, file);
  return items.map((csl, index) => {
    const { entry, fields, fail } = works[index]!;
    const item = finish(csl, entry, fields, fail);
    validate(item, entry, fields, fail);
    return item;
  });
}

/** An entry's fields with what it inherits through `crossref` and `xdata`, its own winning. */
function inherited(
  entry: BibEntry,
  byKey: ReadonlyMap<string, BibEntry>,
  fail: (line: number, problem: string) => never,
  seen: ReadonlySet<string> = new Set(),
): Fields {
  const fields = new Map<string, BibField>();
  for (const link of entry.fields.filter((f) => f.name === 'crossref' || f.name === 'xdata')) {
    for (const key of link.value.split(',').map((k) => k.trim())) {
      const parent = byKey.get(key);
      if (!parent) fail(link.line, `${link.name} "${key}" names no entry in the file`);
      if (seen.has(key) || key === entry.key)
        fail(link.line, `${link.name} "${key}" leads back to this entry`);
      const from = inherited(parent!, byKey, fail, new Set([...seen, entry.key]));
      for (const [name, field] of from) {
        if (NOT_INHERITED.has(name)) continue;
        const targets =
          link.name === 'crossref' ? inheritedAs(parent!.type, entry.type, name) : [name];
        for (const target of targets) fields.set(target, field);
      }
    }
  }
  for (const field of entry.fields) fields.set(field.name, field);
  return fields;
}

/** The names a parent's field takes in a `crossref` child, by biblatex's inheritance rules. */
function inheritedAs(parent: string, child: string, field: string): string[] {
  const rule = TITLE_INHERITANCE.find(([p, , c]) => p.includes(parent) && c.includes(child));
  if (rule && TITLES.includes(field)) return [`${rule[1]}${field}`];
  if (rule && TITLE_VARIANTS.includes(field)) return [];
  const bookPart = ['inbook', 'bookinbook', 'suppbook'].includes(child);
  if (field === 'author' && bookPart && (parent === 'book' || parent === 'mvbook'))
    return ['author', 'bookauthor'];
  return [field];
}

interface CitationJsEntry {
  type: string;
  label: string;
  properties: Record<string, string>;
  annotations: Record<string, Record<string, string>>;
}

/** An author list's last name "others" (or "et al."): "et al.", never a person. */
const AND_OTHERS = /\s+and\s+(?:others|et[\s~]*al\.?)\s*$/i;

/**
 * The entry as citation-js reads it: the fields it knows (any other, a reference manager's own, is
 * never read as LaTeX), with what it reads wrong put right beforehand.
 */
function citationJsEntry(entry: BibEntry, fields: Fields): CitationJsEntry {
  const properties: Record<string, string> = {};
  const annotations: Record<string, Record<string, string>> = {};
  const { annotationMarker, namedAnnotationMarker } = bibtexConfig.biber;
  const { fieldTypes } = bibtexConfig.constants;
  for (const [name, { value }] of fields) {
    const [field = name, annotation] = name.endsWith(annotationMarker)
      ? [name.slice(0, -annotationMarker.length), 'default']
      : name.split(annotationMarker + namedAnnotationMarker);
    // Links and identifiers are read in `finish`; inheritance is done.
    if (!fieldTypes[field] || ['crossref', 'xdata', 'doi', 'url'].includes(field)) continue;
    let text = value
      .replace(/\s+/g, ' ')
      // \enquote* (inner quotation marks) is read as \enquote.
      .replace(/\\(enquote|mkbibquote)\*/g, '\\$1')
      // In math, `_2O` subscripts the 2 alone, as TeX does, and `^\circ` is a degree sign.
      .replace(/(?<!\\)\$((?:[^$\\]|\\.)*)\$/g, (math) =>
        math.replace(/\^\s*\{?\\circ\}?/g, '\\circ').replace(/([_^])\s*([^\s{\\$])/g, '$1{$2}'),
      );
    if (fieldTypes[field][1] === 'name') text = text.replace(AND_OTHERS, '');
    if (field === 'eprinttype' || field === 'archiveprefix')
      text = text.toLowerCase().replace(/^pmid$/, 'pubmed');
    if (annotation) (annotations[field] ??= {})[annotation] = text;
    else properties[name] = text;
  }
  return { type: entry.type, label: entry.key, properties, annotations };
}

/**
 * citation-js's CSL for the entries; when it cannot read a value, the entry and field it could not
 * read, found by reading them one at a time.
 */
function readValues(
  prepared: readonly CitationJsEntry[],
  works: readonly { entry: BibEntry; fields: Fields }[],
  file: string,
): Csl[] {
  const read = (list: readonly CitationJsEntry[]) =>
    plugins.input.chain(list, {
      forceType: '@biblatex/entries+list',
      generateGraph: false,
    }) as unknown as Csl[];
  try {
    return read(prepared);
  } catch (error) {
    prepared.forEach((one, index) => {
      const problem = failure(() => read([one]));
      if (!problem) return;
      const { entry, fields } = works[index]!;
      const where = entryName(entry.key, entry.type);
      for (const [name, value] of Object.entries(one.properties)) {
        const inField = failure(() =>
          read([{ ...one, properties: { [name]: value }, annotations: {} }]),
        );
        if (inField)
          throw new BibliographyError(
            file,
            fields.get(name)?.line ?? entry.line,
            where,
            `field "${name}" ${latexProblem(inField, value)}`,
          );
      }
      throw new BibliographyError(file, entry.line, where, firstLine(problem));
    });
    throw error;
  }
}

const failure = (run: () => unknown) => {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};
const firstLine = (message: string) => message.split('\n')[0]!.replace(/:$/, '');

/** citation-js's token names, in the words of the file. */
const TOKENS: Record<string, string> = {
  lbrace: '"{"',
  rbrace: '"}"',
  mathShift: '"$"',
  commandEnd: '"\\end"',
  text: 'text',
  command: 'a command',
  whitespace: 'a space',
};

/** What citation-js could not read in a value, and where in it. */
function latexProblem(message: string, value: string): string {
  if (/got EOF/.test(message) && /MathString/.test(message))
    return 'is not valid LaTeX: a "$" is not closed';
  const match = /expected "(\w+)", got (?:"(\w+)"|EOF) at line \d+ col (\d+)/.exec(message);
  if (!match) return `is not valid LaTeX: ${firstLine(message)}`;
  const [, expected = '', got, column] = match;
  const at = Number(column);
  const found = got
    ? `${TOKENS[got] ?? got} at ${JSON.stringify(value.slice(at, at + 20))}`
    : 'the end of the value';
  return `is not valid LaTeX: expected ${TOKENS[expected] ?? expected}, found ${found}`;
}

/** The CSL item as the site keeps it: identifiers and links normalised, what CSL lacks in `custom`. */
function finish(
  csl: Csl,
  entry: BibEntry,
  fields: Fields,
  fail: (line: number, problem: string) => never,
): Csl {
  const {
    'citation-key': citationKey,
    annote: privateNote,
    ...item
  } = csl as Csl & { 'citation-key'?: string; annote?: string };
  const extras: WorkExtras = { ...item.custom };

  const doi = fields.get('doi');
  if (doi)
    item.DOI =
      normalizeDoi(verbatim(doi.value)) ?? fail(doi.line, `malformed doi "${doi.value.trim()}"`);

  // The first http(s) address a link field holds (EndNote writes several, one a line); BibDesk and
  // ADS keep theirs in fields of their own. Any other scheme is never a link.
  const link = ['url', 'bdsk-url-1', 'adsurl']
    .flatMap((name) => verbatim(fields.get(name)?.value ?? '').split(/\s+/))
    .find((text) => /^https?:\/\/./i.test(text) && URL.canParse(text));
  item.URL = link
    ? new URL(link).href
    : /^https?:\/\//i.test(item.URL ?? '')
      ? item.URL
      : undefined;

  const eprint = fields.get('eprint');
  const archive = (fields.get('archiveprefix') ?? fields.get('eprinttype'))?.value.toLowerCase();
  const scholarArxiv = /^arXiv preprint arXiv:(\S+)$/i.exec(item['container-title'] ?? '')?.[1];
  if (eprint && archive?.trim() === 'arxiv') {
    extras.arxiv = verbatim(eprint.value).replace(/^arxiv:/i, '');
    if (!ARXIV_ID.test(extras.arxiv))
      fail(eprint.line, `malformed arXiv eprint "${eprint.value.trim()}"`);
  } else if (scholarArxiv && ARXIV_ID.test(scholarArxiv)) extras.arxiv = scholarArxiv;
  if (extras.arxiv) item.URL ??= `https://arxiv.org/abs/${extras.arxiv}`;

  if (item.PMID && !isPubMedId(item.PMID))
    fail((eprint ?? fields.get('pmid') ?? entry).line, `malformed PubMed id "${item.PMID}"`);

  // citation-js keeps no number for a dataset: a genome submission's is its accession.
  const number = fields.get('number');
  if (entry.type === 'dataset' && number) {
    item.number = verbatim(number.value);
    const database = `${fields.get('organization')?.value ?? ''} ${item.publisher ?? ''}`;
    if (isNucleotideDatabase(database) && !isGenBankAccession(item.number))
      fail(number.line, `malformed accession "${item.number}"`);
  }

  // biblatex's @inreference is an entry in an encyclopedia or dictionary: CSL has a type for that.
  if (item.type === 'entry') item.type = 'entry-encyclopedia';
  if (item.status) item.status = PUBLICATION_STATES[item.status.toLowerCase()] ?? item.status;
  const related = entry.fields.find((f) => f.name === 'related');
  if (related) extras.related = related.value.trim();
  if (AND_OTHERS.test(fields.get('author')?.value ?? '')) extras.others = true;
  const { source, target } = bibtexConfig.types.biblatex;
  if (target[source[entry.type] ?? 'document'] !== entry.type) extras.entryType = entry.type;
  if (Object.keys(extras).length) item.custom = extras;
  return mapStrings(defined(item), normalizeText);
}

/** The least a work needs to be shown: a title, a year, and who made it. */
function validate(
  item: Csl,
  entry: BibEntry,
  fields: Fields,
  fail: (line: number, problem: string) => never,
) {
  // A DOI alone is a complete entry: Crossref fills in the rest on the server.
  if (entry.fields.length === 1 && item.DOI) return;
  if (!item.title) fail(entry.line, 'missing title');
  const year = item.issued?.['date-parts']?.[0]?.[0];
  if (typeof year !== 'number' || !Number.isFinite(year)) {
    const date = fields.get('date') ?? fields.get('year');
    fail(
      date?.line ?? entry.line,
      date ? `${date.name} "${date.value.trim()}" is not a date` : 'missing date (or year)',
    );
  }
  const who = WHO[entry.type] ?? ANYONE;
  if (!who.some((name) => fields.has(name)))
    fail(
      entry.line,
      who.length > 1 ? `missing author (or ${who.slice(1).join(', ')})` : 'missing author',
    );
  if (entry.type === 'article' && !fields.has('journaltitle') && !fields.has('journal'))
    fail(entry.line, 'missing journaltitle (or journal)');
}
