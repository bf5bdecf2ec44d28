/**
 * The owner's BibTeX or biblatex file read into CSL-JSON items: bibtex-scan.ts finds the entries,
 * biblatex's `crossref` and `xdata` inheritance is applied here, citation-js reads the values, and
 * what reference managers write differently (DOIs, escaped URLs, arXiv ids, `and others`, status
 * keywords) is made one.
 *
 * As BibTeX and biber do, one bad entry never stops the rest: each repair or entry left out is
 * reported once with its file, line and key. A malformed identifier is dropped, the work kept; a
 * repeated key keeps both works; only an entry with nothing to show is left out.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import anyAscii from 'any-ascii';
import {
  entryName,
  scanBibliography,
  type BibEntry,
  type BibField,
  type Report,
} from './bibtex-scan';
import { bibtexConfig, plugins, type CitationJsEntry } from './citation-js';
import {
  defined,
  FIRST_YEAR,
  isPlausibleYear,
  mapStrings,
  type Csl,
  type CslDate,
  type CslName,
  type WorkExtras,
  WORK_LINK_KINDS,
} from './csl';
import {
  isArxivId,
  isGenBankAccession,
  isNucleotideDatabase,
  isPubMedId,
  normalizeDoi,
} from '../identifiers';
import { own } from '../own';
import { trimEnds } from '../trim-ends';
import { dateParts } from './outside-values';

export const PUBLICATIONS_FILE = 'content/research/publications.bib';

/** The variable that turns the file's reports into a stopped build, for owners whose CI wants it. */
export const STRICT_VARIABLE = 'RESEARCH_STRICT';

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

/** A value as a verbatim field means it: LaTeX escapes and braces dropped, white space trimmed. */
const verbatim = (value: string) =>
  value
    .replace(/\\([_%&#$~])/g, '$1')
    .replace(/[{}]/g, '')
    .trim();

/**
 * A symbol run into its word (`\AAngstr\"om`): TeX sees one unknown command, a reader the symbol.
 * Not `\o` or `\l`, which begin real commands (`\large`, `\lq`, `\operatorname`).
 */
const RUN_ON_SYMBOL = /^(aa|AA|ae|AE|oe|OE|ss)(?=[a-z])/;

/** Every command citation-js reads. Any other prints its argument, as LaTeX's wrappers do. */
const { commands, mathCommands, formattingCommands, formattingEnvs, diacritics, argumentCommands } =
  bibtexConfig.constants;
const KNOWN_COMMANDS = new Set(
  [commands, mathCommands, formattingCommands, formattingEnvs, diacritics, argumentCommands]
    .flatMap(Object.keys)
    .concat('begin', 'end'),
);

/**
 * A braced special character in a name (`{\'E}mile`, `{\AA}sa`), which BibTeX reads as a letter of
 * its letter's case: written as that letter, as citation-js reads it as a lowercase particle.
 */
const SPECIAL_CHARACTER =
  /(?<!\\(?:[`'^"~=.]|[a-zA-Z]+)\s*)\{\\([`'^"~=.]|[a-zA-Z]+)\s*(?:\{(\p{L})\}|(\p{L}))?\}/gu;

/**
 * An accent over nothing is the accent alone, as LaTeX prints it (`\~{}`, the tilde of old BibTeX's
 * addresses): citation-js reads it as the word "undefined" under the accent. Each accent of ACCENTS
 * prints the character at its place in ALONE (`~` as a command: a bare one is a no-break space);
 * the accents below a letter (`\b`, `\d`, `\t`) print nothing alone.
 */
const LONE_ACCENT = /\\([`'^"~=.uvHrckbdt])\s*\{\s*\}/g;
const ACCENTS = '`\'^"~=.uvHrck';
const ALONE = ['`', '´', '^', '¨', '\\textasciitilde{}', '¯', '˙', '˘', 'ˇ', '˝', '˚', '¸', '˛'];

/**
 * Escaped `\{`, `\}`, `\$` and `\textbackslash`, held as private-use characters through citation-js
 * so that what it leaves of LaTeX can be cleared and they are still known for what they are.
 */
const ESCAPED = /\\([{}$])|\\textbackslash\b(?:\s*\{\})?/g;
const HELD = /[\uE000-\uE003]/g;
const hold = (char = '\\') => String.fromCharCode(0xe000 + '{}$\\'.indexOf(char));

/**
 * What citation-js leaves of LaTeX, as a reader would see it: math delimiters and unknown commands
 * dropped (a run-on symbol read), escapes as their character (TeX's spacing mark `\@` as nothing),
 * `&amp;` as `&`. An escaped dollar before a figure stays; other escaped braces, backslashes and
 * dollars are exporters' escaping of LaTeX typed into a title (`\{\}GaN\{\}`, `\$m\$-plane`,
 * `\textbackslash bar1`): dropped.
 */
const leftoverLatex = (text: string) =>
  text
    // Markup an export leaves in a value, which no reader shows (IEEE Xplore's <tex> around math,
    // the MathML Zotero keeps from Crossref): the tags go, their text stays.
    .replace(/<\/?(?:mml:)?(?:tex|math|m[a-z]+|semantics|annotation(?:-xml)?)\b[^<>]*>/gi, '')
    .replace(/\\[()[\]]/g, '')
    .replace(/\\([a-zA-Z]+)\*?\s*/g, (whole, name: string) => {
      const symbol = RUN_ON_SYMBOL.exec(name)?.[1];
      return symbol ? `${commands[symbol]}${name.slice(symbol.length)}` : '';
    })
    .replace(/\\@|\\(.)/g, '$1')
    .replace(/[\\{}$]/g, '')
    .replace(/&amp;/g, '&')
    .replace(/[\uE000\uE001\uE003]|\uE002(?!\d)/g, '')
    .replace(/\uE002/g, '$');

/** Fields that are identifiers or addresses, kept exactly as read. */
const EXACT = new Set(['id', 'DOI', 'URL', 'PMID', 'PMCID', 'ISBN', 'ISSN']);

/** A string NFC-normalised, trimmed, and a dotless ı or ȷ under an accent dotted again. */
const normalizeText = (text: string, field?: string) =>
  (EXACT.has(field ?? '') ? text.replace(HELD, '') : leftoverLatex(text))
    .replace(/[ıȷ](?=\p{M})/gu, (c) => (c === 'ı' ? 'i' : 'j'))
    .normalize('NFC')
    .trim();

/** A library read: its works, and one line for each repair or entry left out. */
export interface Bibliography {
  items: Csl[];
  reports: string[];
}

/** Reports a problem of one entry: `line` is where it is, the entry is named for the owner. */
type Warn = (line: number, problem: string) => void;

/** Reads BibTeX or biblatex text into CSL-JSON, reporting what it repaired or left out. */
export function readBibliography(text: string, file = PUBLICATIONS_FILE): Bibliography {
  const reports: string[] = [];
  const report: Report = (line, where, problem) =>
    reports.push(`${file}:${line}: ${where}: ${problem}`);
  const entries = scanBibliography(text, bibtexConfig.constants.defaultStrings, report);
  const byKey = new Map<string, BibEntry>();
  for (const entry of entries) {
    const written = entry.key;
    const first = byKey.get(written);
    if (!written || first) {
      const base = written || madeUpKey(entry);
      entry.key = base;
      for (let n = 2; byKey.has(entry.key); n++) entry.key = `${base}-${n}`;
      report(
        entry.line,
        entryName(written, entry.type),
        written
          ? `the key is used twice (first on line ${first!.line}): this one is kept as "${entry.key}"`
          : `missing key: given the key "${entry.key}"`,
      );
    }
    byKey.set(entry.key, entry);
  }
  const works = entries
    .filter((entry) => !NOT_WORKS.has(entry.type))
    .map((entry) => {
      const warn: Warn = (line, problem) => report(line, entryName(entry.key, entry.type), problem);
      return { entry, fields: inherited(entry, byKey, warn), warn };
    });
  return {
    items: readValues(works).flatMap((csl, index) => {
      if (!csl) return [];
      const { entry, fields, warn } = works[index]!;
      const item = complete(finish(csl, entry, fields, warn), entry, fields, warn);
      return item ? [item] : [];
    }),
    reports,
  };
}

let publications: Bibliography | undefined;

/** The owner's file as read, once per process. */
export const publicationsFile = (): Bibliography =>
  (publications ??= readBibliography(readFileSync(PUBLICATIONS_FILE, 'utf8')));

/** The reports as the build and `npm run research:check` print them, `limit` lines at most. */
export function reportText(reports: readonly string[], limit = Infinity): string {
  if (!reports.length) return '';
  const more = reports.length - limit;
  return [
    `${PUBLICATIONS_FILE}: ${reports.length} ${reports.length === 1 ? 'note' : 'notes'} on what was repaired or left out (every other entry loaded as written):`,
    ...reports.slice(0, limit).map((line) => `- ${line}`),
    ...(more > 0 ? [`… and ${more} more: \`npm run research:check\` lists them all.`] : []),
  ].join('\n');
}

/**
 * A key for a keyless entry, stable while it is unchanged: first author's family name, year and
 * first title word (`okafor2022phages`), as reference managers make them; failing those, a hash.
 */
function madeUpKey(entry: BibEntry): string {
  const raw = (name: string) => entry.fields.find((f) => f.name === name)?.value ?? '';
  const plain = (value: string) =>
    // A letter written as a command (`M{\o}ller`) is that letter; other commands and accents go.
    anyAscii(
      value.replace(
        /\\([a-zA-Z]+)\s*|\\./g,
        (command, name?: string) => (name && own(commands, name)) || '',
      ),
    )
      .toLowerCase()
      .replace(/[^a-z0-9\s,]/g, '');
  const firstName = plain((raw('author') || raw('editor')).split(/(?<!\s)\s+and\s+/i)[0] ?? '');
  const family = firstName.includes(',')
    ? firstName.split(',')[0]!
    : (firstName.trim().split(/\s+/).pop() ?? '');
  const year = /\d{4}/.exec(raw('date') || raw('year'))?.[0] ?? '';
  const word = plain(raw('title'))
    .split(/\s+/)
    .find((w) => w.length > 3 && !/^(?:the|and|with|from|into|about)$/.test(w));
  const key = `${family.replace(/\W/g, '')}${year}${word ?? ''}`;
  if (key.length > 4) return key;
  let hash = 2166136261;
  for (const field of entry.fields)
    for (const char of `${field.name}=${field.value};`)
      hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `${entry.type}-${hash.toString(36)}`;
}

/** An entry's fields with what it inherits through `crossref` and `xdata`, its own winning. */
function inherited(
  entry: BibEntry,
  byKey: ReadonlyMap<string, BibEntry>,
  warn: Warn,
  seen: ReadonlySet<string> = new Set(),
): Fields {
  const fields = new Map<string, BibField>();
  for (const link of entry.fields.filter((f) => f.name === 'crossref' || f.name === 'xdata')) {
    for (const key of link.value.split(',').map((k) => k.trim())) {
      const parent = byKey.get(key);
      const loop = seen.has(key) || key === entry.key;
      const problem = !parent ? 'names no entry in the file' : loop && 'leads back to this entry';
      if (problem) {
        if (!seen.size) warn(link.line, `${link.name} "${key}" ${problem}: not followed`);
        continue;
      }
      const from = inherited(parent!, byKey, warn, new Set([...seen, entry.key]));
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

/** An author list's last name "others" (or "et al."): "et al.", never a person. */
const AND_OTHERS = /(?<!\s)\s+and\s+(?:others|et[\s~]*al\.?)\s*$/i;

/** The entry for citation-js: only fields it knows (no other is read as LaTeX), misreads fixed. */
function citationJsEntry(entry: BibEntry, fields: Fields): CitationJsEntry {
  const properties: Record<string, string> = {};
  const annotations: Record<string, Record<string, string>> = {};
  const { annotationMarker, namedAnnotationMarker } = bibtexConfig.biber;
  const { fieldTypes } = bibtexConfig.constants;
  for (const [name, { value }] of fields) {
    // A named annotation (`author+an:orcid`) is read; an unnamed one is no field citation-js maps.
    const [field = name, annotation] = name.split(annotationMarker + namedAnnotationMarker);
    // Links and identifiers are read in `finish`; inheritance is done.
    const fieldType = own(fieldTypes, field);
    if (!fieldType || ['crossref', 'xdata', 'doi', 'url'].includes(field)) continue;
    // Spaces run together and, as biber reads a value, none at its ends (save TeX's `\ `).
    let text = value
      .replace(/\s+/g, ' ')
      .replace(/^ |(?<!\\) $/g, '')
      .replace(ESCAPED, (escape, char?: string) => hold(char))
      // \enquote* (inner quotation marks) is read as \enquote.
      .replace(/\\(enquote|mkbibquote)\*/g, '\\$1')
      // A command citation-js does not know goes, its argument stays (`\ce{CO2}`, `{\large Big}`).
      .replace(/\\([a-zA-Z]+)\*?\s*/g, (command, name: string) =>
        KNOWN_COMMANDS.has(name) || RUN_ON_SYMBOL.test(name) ? command : '',
      )
      .replace(LONE_ACCENT, (lone, accent: string) => ALONE[ACCENTS.indexOf(accent)] ?? '')
      // In math, `_2O` subscripts the 2 alone, as TeX does, and `^\circ` is a degree sign.
      .replace(/(?<!\\)\$((?:[^$\\]|\\.)*)\$/g, (math) =>
        math.replace(/\^\s*\{?\\circ\}?/g, '\\circ').replace(/([_^])\s*([^\s{\\$])/g, '$1{$2}'),
      );
    if (fieldType[1] === 'name')
      text = text
        .replace(AND_OTHERS, '')
        .replace(SPECIAL_CHARACTER, (special, command: string, braced?: string, bare?: string) => {
          const letter = braced ?? bare;
          const mark = letter && own(diacritics, command);
          return mark ? `${letter}${mark}`.normalize('NFC') : (own(commands, command) ?? special);
        });
    if (field === 'eprinttype' || field === 'archiveprefix')
      text = text.toLowerCase().replace(/^pmid$/, 'pubmed');
    if (annotation) (annotations[field] ??= {})[annotation] = text;
    else properties[name] = text;
  }
  // citation-js reads a type it does not know as a document, but not one every object knows.
  const known = own(bibtexConfig.types.biblatex.source, entry.type);
  return { type: known ? entry.type : 'misc', label: entry.key, properties, annotations };
}

/**
 * citation-js's CSL for the entries, in order. A value it cannot read is reported and read as plain
 * text, or dropped when it cannot read that either; an entry it still cannot read is reported and
 * left out (`undefined`).
 */
function readValues(works: readonly { entry: BibEntry; fields: Fields; warn: Warn }[]) {
  const read = (list: readonly CitationJsEntry[]) =>
    plugins.input.chain(list, {
      forceType: '@biblatex/entries+list',
      generateGraph: false,
    }) as unknown as Csl[];
  const prepared = works.map(({ entry, fields }) => citationJsEntry(entry, fields));
  try {
    return read(prepared);
  } catch {
    return prepared.map((one, index): Csl | undefined => {
      let csl: Csl | undefined;
      const readOne = () => (csl = read([one])[0]);
      // Else read value by value below, to name the one at fault: as plain text, else dropped.
      if (!failure(readOne)) return csl;
      const { entry, fields, warn } = works[index]!;
      const alone = (part: Partial<CitationJsEntry>) =>
        failure(() => read([{ ...one, properties: {}, annotations: {}, ...part }]));
      const report = (name: string, problem: string) =>
        warn(fields.get(name)?.line ?? entry.line, `field "${name}" ${problem}`);
      for (const [name, value] of Object.entries(one.properties)) {
        const problem = alone({ properties: { [name]: value } });
        if (!problem) continue;
        const plain = value.replace(/\\[a-zA-Z]*|[{}$\\^_]/g, '');
        if (alone({ properties: { [name]: plain } })) {
          report(name, `cannot be read (${firstLine(problem)}): dropped`);
          delete one.properties[name];
        } else {
          report(name, `${latexProblem(problem, value)}: read as plain text`);
          one.properties[name] = plain;
        }
      }
      // An annotation citation-js cannot parse (`author+an:role = {1=host,2=producer}`) is dropped.
      for (const [field, labelled] of Object.entries(one.annotations ?? {}))
        for (const [label, text] of Object.entries(labelled)) {
          const problem = alone({ annotations: { [field]: { [label]: text } } });
          if (!problem) continue;
          report(`${field}+an:${label}`, `cannot be read (${firstLine(problem)}): dropped`);
          delete labelled[label];
        }
      const problem = failure(readOne);
      if (problem) warn(entry.line, `${firstLine(problem)}: the entry is left out`);
      return csl;
    });
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
function finish(csl: Csl, entry: BibEntry, fields: Fields, warn: Warn): Csl {
  const {
    'citation-key': citationKey,
    annote: privateNote,
    ...item
  } = csl as Csl & { 'citation-key'?: string; annote?: string };
  const extras: WorkExtras = { ...item.custom };

  const doi = fields.get('doi');
  if (doi) {
    item.DOI = normalizeDoi(verbatim(doi.value));
    if (!item.DOI) warn(doi.line, `malformed doi "${doi.value.trim()}": dropped`);
  }

  // The first http(s) address a link field holds (EndNote writes several, one a line); BibDesk and
  // ADS keep theirs in fields of their own, al-folio in `html`. Any other scheme is never a link.
  const link = ['url', 'bdsk-url-1', 'adsurl', 'html']
    .flatMap((name) => verbatim(fields.get(name)?.value ?? '').split(/\s+/))
    .find((text) => /^https?:\/\/./i.test(text) && URL.canParse(text));
  if (link) item.URL = new URL(link).href;
  else if (!/^https?:\/\//i.test(item.URL ?? '')) delete item.URL;

  // al-folio's `html` may name a page of its own site, which this one does not serve.
  const html = fields.get('html');
  if (html && verbatim(html.value) && !/^https?:\/\//i.test(verbatim(html.value)))
    warn(html.line, `html "${html.value.trim()}" is not a web address: left out`);

  const eprint = fields.get('eprint');
  const archive = (fields.get('archiveprefix') ?? fields.get('eprinttype'))?.value.toLowerCase();
  const scholarArxiv = /^arXiv preprint arXiv:(\S+)$/i.exec(item['container-title'] ?? '')?.[1];
  // biblatex's eprint, else Mendeley's `arxivId` or al-folio's `arxiv`.
  const arxivField =
    eprint && archive?.trim() === 'arxiv' ? eprint : (fields.get('arxivid') ?? fields.get('arxiv'));
  if (arxivField && verbatim(arxivField.value)) {
    // As arXiv cites itself (`2101.00001 [cs.LG]`, an old id `0603845 [cond-mat]`) or links it.
    const [, id = '', category] =
      /^(?:arxiv:|https?:\/\/(?:\w+\.)?arxiv\.org\/(?:abs|pdf)\/)?(\S+?)(?:\.pdf)?\/?(?:\s*\[([\w-]+)[\w.-]*\])?$/i.exec(
        verbatim(arxivField.value),
      ) ?? [];
    const arxiv = category && /^\d{7}$/.test(id) ? `${category}/${id}` : id;
    const label = arxivField === eprint ? 'arXiv eprint' : arxivField.name;
    if (isArxivId(arxiv)) extras.arxiv = arxiv;
    else warn(arxivField.line, `malformed ${label} "${arxivField.value.trim()}": dropped`);
  } else if (scholarArxiv && isArxivId(scholarArxiv)) extras.arxiv = scholarArxiv;
  if (extras.arxiv) item.URL ??= `https://arxiv.org/abs/${extras.arxiv}`;

  // MDPI and Web of Science write it `PubMedID`.
  const pubmedId = fields.get('pubmedid');
  if (pubmedId) item.PMID ??= verbatim(pubmedId.value);
  if (item.PMID && !isPubMedId(item.PMID)) {
    warn(
      (fields.get('pmid') ?? pubmedId ?? eprint ?? entry).line,
      `malformed PubMed id "${item.PMID}": dropped`,
    );
    delete item.PMID;
  }

  // citation-js keeps no number for a dataset: a genome submission's is its accession.
  const number = fields.get('number');
  if (entry.type === 'dataset' && number) {
    item.number = verbatim(number.value);
    const database = `${fields.get('organization')?.value ?? ''} ${item.publisher ?? ''}`;
    if (isNucleotideDatabase(database) && !isGenBankAccession(item.number)) {
      warn(number.line, `malformed accession "${item.number}": dropped`);
      delete item.number;
    }
  }

  // biblatex's @inreference is an entry in an encyclopedia or dictionary: CSL has a type for that.
  if (item.type === 'entry') item.type = 'entry-encyclopedia';
  if (item.status) item.status = own(PUBLICATION_STATES, item.status.toLowerCase()) ?? item.status;
  const related = entry.fields.find((f) => f.name === 'related');
  if (related) extras.related = related.value.trim();
  // The names shown are the authors, else the editors (`creatorsOf`): "et al." ends the same list.
  if (AND_OTHERS.test((fields.get('author') ?? fields.get('editor'))?.value ?? ''))
    extras.others = true;
  Object.assign(extras, alFolioExtras(fields, warn));
  const { source, target } = bibtexConfig.types.biblatex;
  if (target[own(source, entry.type) ?? 'document'] !== entry.type) extras.entryType = entry.type;
  if (Object.keys(extras).length) item.custom = extras;
  // biblatex reads `publisher = {Taylor and Francis}` as a list; CSL keeps the owner's one text.
  // An open range (`2004-01-01/..`) leaves a date part empty: only whole parts are kept, their
  // month and day as ORCID's and Crossref's are (`complete` reports a year no work can carry).
  for (const [name, value] of Object.entries(item) as [keyof Csl, unknown][]) {
    if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
      Object.assign(item, { [name]: value.join(' and ') });
    else if (Array.isArray(value)) Object.assign(item, { [name]: value.map(nameAsShown) });
    const parts = (value as CslDate | undefined)?.['date-parts'];
    if (Array.isArray(parts)) {
      const whole = parts
        .filter((p) => Array.isArray(p) && p.length && p.every(Number.isInteger))
        .map((p) => dateParts(p)?.['date-parts']?.[0] ?? p);
      Object.assign(item, { [name]: whole.length ? { 'date-parts': whole } : undefined });
    }
  }
  // al-folio's `annotation` says what its authors' marks mean; beside no mark, it may be a note.
  const annotation = verbatim(fields.get('annotation')?.value ?? '');
  if (annotation && item.author?.some((name) => name._marks))
    item.custom = { ...item.custom, annotation: annotation.replace(/<br\s*\/?>/gi, '\n') };
  // al-folio's own example writes `journal={Phys. Rev.,}`: the comma belongs to a layout.
  for (const name of ['container-title', 'publisher'] as const)
    if (typeof item[name] === 'string') item[name] = item[name].replace(/\s*,$/, '');
  // A value that was LaTeX alone (`{}`, `\relax`) is none: an empty one stops a BibTeX file's export.
  const text = mapStrings(defined(item), normalizeText);
  for (const [name, value] of Object.entries(text))
    if (value === '') Reflect.deleteProperty(text, name);
  return text;
}

/** al-folio's marks on a family name, as its layout raises them (`Einstein*†`, `*Pang`). */
const AUTHOR_MARKS = '*∗†‡§¶‖&^';

/**
 * A name with its particle in its family name, as reference managers keep names (`van der Waals`,
 * `de la Fuente`), so every page, file and search shows it whole; al-folio's marks apart from it, so
 * the owner is known by her name and no file's names carry them (al-folio's BibTeX drops them).
 */
function nameAsShown(name: unknown): unknown {
  if (!name || typeof name !== 'object') return name;
  const { 'non-dropping-particle': particle, ...rest } = name as CslName & {
    'non-dropping-particle'?: string;
  };
  const family = [particle, rest.family].filter(Boolean).join(' ');
  const [start, end] = trimEnds(family, (char) => AUTHOR_MARKS.includes(char));
  return defined({
    ...rest,
    family: family.slice(start, end) || undefined,
    _marks: family.slice(0, start) + family.slice(end) || undefined,
  });
}

/** Where the site serves the files al-folio's fields name (`pdf = {paper.pdf}`). */
export const PAPERS_FOLDER = 'public/papers';

/** Whether a file is there: a name the system refuses (too long) is none. */
function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A web address as it is; a file name, when the file is in PAPERS_FOLDER, as the site serves it. */
function materialUrl(value: string): string | undefined {
  if (/^https?:\/\/./i.test(value)) return URL.canParse(value) ? new URL(value).href : undefined;
  // A folder inside it too (`thesis/bsc.pdf`); no step starts with a dot, so none climbs out.
  const file = /^[\w-][\w.-]*(?:\/[\w-][\w.-]*)*$/.test(value) && path.join(PAPERS_FOLDER, value);
  if (file && isFile(file)) return `/papers/${value}`;
  return undefined;
}

/**
 * al-folio's Markdown: emphasis as CSL markup, a link as its text. Each mark looks at most 300
 * characters ahead for its close, so a long value without one costs linear time, not its square.
 */
const fromMarkdown = (text: string) =>
  text
    .replace(/\[([^\]]{0,300})\]\([^)]{0,300}\)/g, '$1')
    .replace(/(\*\*|\b__)(?=\S)([^]{1,300}?)(?<=\S)\1/g, '<b>$2</b>')
    .replace(/(\*|\b_)(?=\S)([^]{1,300}?)(?<=\S)\1/g, '<i>$2</i>');

/**
 * al-folio's fields: the owner's picks, a venue's short name, an award, links to material. Its
 * display switches (`bibtex_show`, `preview`, `altmetric`, `dimensions`) are the site's: not read.
 */
function alFolioExtras(fields: Fields, warn: Warn): WorkExtras {
  const extras: WorkExtras = {};
  const keywords = fields.get('keywords')?.value.split(/[,;]/) ?? [];
  const picked = keywords.some((k) => k.trim().toLowerCase() === 'selected');
  if (picked || /^(true|yes|1)$/i.test(verbatim(fields.get('selected')?.value ?? '')))
    extras.selected = true;
  for (const [name, field] of [['abbr'], ['awardName', 'award_name']] as const) {
    const text = verbatim(fields.get(field ?? name)?.value ?? '');
    if (text) extras[name] = text;
  }
  const award = fromMarkdown(verbatim(fields.get('award')?.value ?? ''));
  if (award) extras.award = award;
  const links = WORK_LINK_KINDS.flatMap((kind) => {
    const field = fields.get(kind);
    if (!field) return [];
    const url = materialUrl(verbatim(field.value));
    if (!url)
      warn(
        field.line,
        `${kind} "${field.value.trim()}" is neither a web address nor a file in ${PAPERS_FOLDER}: left out`,
      );
    return url ? [{ kind, url }] : [];
  });
  if (links.length) extras.links = links;
  return extras;
}

/** Where a work without a title takes the words it is shown under, in this order. */
const STAND_IN_TITLES = [
  'container-title',
  'collection-title',
  'event-title',
  'note',
  'publisher',
] as const;

/**
 * The work as it is shown, or `undefined` when it has nothing to show. What it lacks is reported
 * (biber's data-model warnings): a work with no date is listed as undated; one with no title is
 * shown under its other words; a DOI alone is kept for Crossref to fill in on the server.
 */
function complete(item: Csl, entry: BibEntry, fields: Fields, warn: Warn): Csl | undefined {
  const problems: string[] = [];
  if (!item.title && !item.DOI) {
    const stand = STAND_IN_TITLES.find((field) => item[field]);
    if (!stand && !item.author?.length && !item.editor?.length) {
      warn(entry.line, 'nothing to show (no title, no author): the entry is left out');
      return undefined;
    }
    item.title = (stand && item[stand]) || 'Untitled';
    problems.push(`missing title: shown as "${item.title}"`);
  }
  // A DOI alone: Crossref fills in the rest, so nothing is missing yet.
  if (!item.title) return item;
  const year = item.issued?.['date-parts']?.[0]?.[0];
  if (!isPlausibleYear(year)) {
    const date = fields.get('date') ?? fields.get('year');
    const state = date && own(PUBLICATION_STATES, date.value.toLowerCase().replace(/\W/g, ''));
    if (state) item.status ??= state;
    // Classic BibTeX reads `year` alone: its leading year stands (`2022 (submitted)`, a `date` of
    // `6-10 Feb 2017` beside `year = 2017`).
    const written = Number(/^\s*(\d{4})\b/.exec(verbatim(fields.get('year')?.value ?? ''))?.[1]);
    if (isPlausibleYear(written)) item.issued = { 'date-parts': [[written]] };
    else delete item.issued;
    // A year too early or late; anything else (`6-10 Feb 2017`, whose "6" citation-js takes for a
    // year) is no date at all.
    const what = /^\s*\d+\s*$/.test(date?.value ?? '')
      ? `is not a plausible year (${FIRST_YEAR} to five years ahead)`
      : 'is not a date';
    const listed = isPlausibleYear(written)
      ? `under ${written}`
      : `as ${state ? `"${state}", ` : ''}undated`;
    problems.push(
      date
        ? `${date.name} "${date.value.trim()}" ${what}: listed ${listed}`
        : 'missing date (or year): listed as undated',
    );
  }
  const who = own(WHO, entry.type) ?? ANYONE;
  if (!who.some((name) => fields.has(name)))
    problems.push(
      who.length > 1 ? `missing author (or ${who.slice(1).join(', ')})` : 'missing author',
    );
  // An article with its arXiv id and no journal yet is listed as the preprint it is.
  const journal = fields.has('journaltitle') || fields.has('journal');
  if (entry.type === 'article' && !journal && !item.custom?.arxiv)
    problems.push('missing journaltitle (or journal)');
  if (problems.length) warn(entry.line, problems.join('; '));
  return item;
}
