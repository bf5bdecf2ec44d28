/**
 * The structure of a BibTeX or biblatex file: each entry's type, key and fields with their lines,
 * `@string` macros expanded and `#` joined; text and `%` lines between entries, `@comment` and
 * `@preamble` skipped as BibTeX skips them. citation-js reads the values (lib/research/bibtex.ts).
 *
 * As BibTeX and biber do, what cannot be read is reported and reading goes on: a broken entry keeps
 * the fields before the fault and skips to the next line that opens an entry; an undefined macro is
 * kept as written; a repeated field keeps its first value; a keyless entry gets a made-up key.
 */

/** What was repaired or left out, one line each: "file:line: entry "key": problem: what was done". */
export type Report = (line: number, where: string, problem: string) => void;

/** A fault inside an entry or `@string`: caught where the scan can go on after it. */
class Skip {
  constructor(
    readonly line: number,
    readonly where: string,
    readonly problem: string,
  ) {}
}

/** How a report names the entry it is in. */
export const entryName = (key: string, type: string) =>
  key ? `entry "${key}"` : `entry with no key (@${type})`;

export interface BibField {
  /** Lower case, as BibTeX compares field names. */
  name: string;
  /** The text between the delimiters, inner braces kept, macros expanded. */
  value: string;
  line: number;
}

export interface BibEntry {
  /** Lower case: `article`, `phdthesis`… */
  type: string;
  key: string;
  line: number;
  fields: BibField[];
}

const ENTRY_START = /@[ \t]*([A-Za-z][\w-]*)\s*([{(])/y;
/** A line that opens an entry: inside a value, it means the value was never closed. */
const ENTRY_LINE = /[ \t]*@[ \t]*[A-Za-z][\w-]*[ \t]*[{(]/y;
/** What BibTeX reads as a key: anything but spaces and the characters that end one. */
const KEY_CHARACTER = '[^\\s,{}()"=#%]';
const KEY = new RegExp(`${KEY_CHARACTER}*`, 'y');
/** A work's key as a BibTeX file can hold it (`ellery2023lytic`, `Smith:2020a`). */
export const isWorkKey = (value: string) => new RegExp(`^${KEY_CHARACTER}+$`).test(value);
const NAME = /[A-Za-z_][^\s,{}()"=#%]*/y;
const NUMBER = /\d+/y;
const SPACE = /(?:\s|%[^\n]*)*/y;
/** Where a value that never closed runs into the next field: a new line with `name =`. */
const SWALLOWED = /\n[^\S\n]*[A-Za-z][\w-]*\s*=/g;

/** A field as read, with the offsets its value starts and ends at. */
interface ReadField {
  field: BibField;
  start: number;
  end: number;
}

/** The entries of `text`; each thing BibTeX could not read is reported and skipped. */
export function scanBibliography(
  text: string,
  predefined: Readonly<Record<string, string>>,
  report: Report,
): BibEntry[] {
  const newlines: number[] = [];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) newlines.push(at);
  const lineOf = (offset: number) => {
    let [low, high] = [0, newlines.length];
    while (low < high) {
      const mid = (low + high) >> 1;
      if (newlines[mid]! < offset) low = mid + 1;
      else high = mid;
    }
    return low + 1;
  };
  const macros = new Map(Object.entries(predefined));
  const entries: BibEntry[] = [];
  let pos = 0;

  const sticky = (pattern: RegExp) => {
    pattern.lastIndex = pos;
    const match = pattern.exec(text)?.[0] ?? '';
    pos += match.length;
    return match;
  };
  const skipSpace = () => sticky(SPACE);
  const opensEntry = (at: number) => {
    ENTRY_LINE.lastIndex = at;
    return ENTRY_LINE.test(text);
  };
  const snippet = () => JSON.stringify(text.slice(pos, pos + 20).split('\n')[0]);
  const before = (at: number) =>
    at >= text.length ? 'the end of the file' : `the next entry (line ${lineOf(at)})`;

  /** After a fault: on to the next line that opens an entry (or the end of the file). */
  const resync = () => {
    for (let at = text.indexOf('\n', pos); ; at = text.indexOf('\n', at + 1)) {
      if (at < 0) return (pos = text.length);
      if (opensEntry(at + 1)) return (pos = at + 1);
    }
  };

  /** The parts of one entry (or @string) opened on `line`; its reports name it `where`. */
  const reader = (line: number, close: string, where: string) => {
    const fail = (at: number, problem: string): never => {
      throw new Skip(at, where, problem);
    };
    const warn = (at: number, problem: string) => report(at, where, problem);
    /** A value on `{` or `"` at `pos`: its inner text; `pos` moves past it. */
    const delimited = (field: string, fieldLine: number) => {
      const start = pos;
      const quoted = text[pos] === '"';
      const unclosed = (end: number) =>
        fail(fieldLine, `field "${field}": "${text[start]}" is not closed before ${before(end)}`);
      let depth = quoted ? 0 : 1;
      const stray: number[] = [];
      for (let at = pos + 1; at < text.length; at++) {
        const char = text[at];
        if (char === '\\') at++;
        else if (char === '{') depth++;
        else if (char === '}' && --depth < 0) {
          stray.push(at);
          depth = 0;
        } else if (char === '\n' && opensEntry(at + 1)) unclosed(at + 1);
        if (depth === 0 && (!quoted || char === '"')) {
          pos = at + 1;
          // Told only for a value that ends: in one that never does, a stray is the entry's own.
          for (const end of stray)
            warn(lineOf(end), `field "${field}" has an unmatched "}": dropped`);
          return [...stray, at]
            .map((end, n, ends) => text.slice((n ? ends[n - 1]! : start) + 1, end))
            .join('');
        }
      }
      return unclosed(text.length);
    };

    /** `part # part # …`, each braced or quoted text, a number or a macro's name. */
    const expression = (field: string, fieldLine: number) => {
      let value = '';
      for (;;) {
        const char = text[pos] ?? '';
        if (char === '{' || char === '"') value += delimited(field, fieldLine);
        else if (/\d/.test(char)) value += sticky(NUMBER);
        else {
          const at = pos;
          const name = sticky(NAME);
          if (!name) fail(lineOf(at), `field "${field}" has no value (found ${snippet()})`);
          const macro = macros.get(name.toLowerCase());
          if (macro === undefined)
            warn(
              lineOf(at),
              `field "${field}" uses "${name}", which no @string defines: kept as written`,
            );
          value += macro ?? name;
        }
        const end = pos;
        skipSpace();
        if (text[pos] !== '#') return { value, end };
        pos++;
        skipSpace();
      }
    };

    /** `name = expression`, with the line it starts on and the offset its value ends at. */
    const field = (): ReadField => {
      const fieldLine = lineOf(pos);
      const name = sticky(NAME);
      if (!name) fail(fieldLine, `expected a field name, found ${snippet()}`);
      skipSpace();
      if (text[pos] !== '=') fail(lineOf(pos), `expected "=" after "${name}", found ${snippet()}`);
      pos++;
      skipSpace();
      const start = pos;
      const { value, end } = expression(name, fieldLine);
      return { field: { name: name.toLowerCase(), value, line: fieldLine }, start, end };
    };

    /** After the key or a field: true when a field follows, false at the entry's end. */
    const more = (read?: ReadField) => {
      skipSpace();
      const comma = text[pos] === ',';
      if (comma) {
        pos++;
        skipSpace();
      }
      if (text[pos] === close) {
        pos++;
        return false;
      }
      if (pos >= text.length || opensEntry(pos)) {
        // A value that swallowed the next fields lacks its closing brace: it ends where they start.
        SWALLOWED.lastIndex = read?.start ?? text.length;
        const cut = SWALLOWED.exec(text);
        if (read && cut && cut.index < read.end) {
          warn(
            read.field.line,
            `field "${read.field.name}" has a "{" that is not closed (its value ran on to line ${lineOf(read.end)}): it ends at line ${lineOf(cut.index)}`,
          );
          read.field.value = withoutTrailing(text.slice(read.start + 1, cut.index));
          pos = cut.index;
          skipSpace();
          return true;
        }
        warn(line, `"${close}" missing: the entry ends at ${before(pos)}`);
        return false;
      }
      if (!comma && read) fail(lineOf(read.end), `missing "," after field "${read.field.name}"`);
      if (!comma) fail(lineOf(pos), `expected "," after the key, found ${snippet()}`);
      return true;
    };

    /**
     * Each field to `take`, from `pos` (its first field when `first`, else the key's end); a fault it
     * meets is reported with `skipped` and the scan moves on.
     */
    const readFields = (first: boolean, take: (field: BibField) => void, skipped: () => string) => {
      try {
        for (let next = first || more(); next;) {
          const read = field();
          take(read.field);
          next = more(read);
        }
      } catch (error) {
        if (!(error instanceof Skip)) throw error;
        report(error.line, error.where, `${error.problem}: ${skipped()}`);
        resync();
      }
    };

    return { readFields };
  };

  /** An entry's key and fields, from just after its opening delimiter. */
  const entry = (type: string, line: number, close: string): BibEntry => {
    skipSpace();
    const keyAt = pos;
    let key = sticky(KEY);
    skipSpace();
    // `@article{author = …` (no key, no comma): the fields start at once.
    const noKey = text[pos] === '=';
    if (noKey) [key, pos] = ['', keyAt];
    const where = entryName(key, type);
    const fields: BibField[] = [];
    const names = new Set<string>();
    reader(line, close, where).readFields(
      noKey,
      (field) => {
        if (names.has(field.name))
          report(field.line, where, `field "${field.name}" is given twice: the first is kept`);
        else fields.push(field);
        names.add(field.name);
      },
      () => (fields.length ? 'the rest of the entry is skipped' : 'the entry is skipped'),
    );
    return { type, key, line, fields };
  };

  /** `@string{name = value}`: the macro is defined for what follows. */
  const defineMacros = (line: number, close: string) => {
    skipSpace();
    reader(line, close, '@string').readFields(
      true,
      (field) => macros.set(field.name, field.value),
      () => 'the rest of it is skipped',
    );
  };

  /** A `@comment` or `@preamble` body, skipped whole; false if it never closes. */
  const skipBody = (close: string) => {
    let depth = 0;
    for (let at = pos; at < text.length; at++) {
      const char = text[at];
      if (char === '\\') at++;
      else if (char === '{') depth++;
      else if (char === '}' && depth > 0) depth--;
      else if (char === close && depth === 0) {
        pos = at + 1;
        return true;
      }
    }
    return false;
  };

  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', pos)) {
    // Between entries a `%` starts a comment line, whatever it holds.
    const between = text.slice(pos, at);
    if (between.slice(between.lastIndexOf('\n') + 1).includes('%')) {
      pos = text.indexOf('\n', at) + 1 || text.length;
      continue;
    }
    pos = at + 1;
    ENTRY_START.lastIndex = at;
    const start = ENTRY_START.exec(text);
    if (!start) continue;
    pos = ENTRY_START.lastIndex;
    const type = start[1]!.toLowerCase();
    const close = start[2] === '{' ? '}' : ')';
    const line = lineOf(at);
    if (type === 'comment') {
      // An unclosed comment hides nothing: BibTeX reads on after the word.
      if (!skipBody(close)) pos = at + 1;
    } else if (type === 'preamble') {
      if (!skipBody(close)) {
        report(line, '@preamble', `"${close}" missing: skipped up to the next entry`);
        resync();
      }
    } else if (type === 'string') defineMacros(line, close);
    else entries.push(entry(type, line, close));
  }
  return entries;
}

/** The text without the spaces and commas it ends with; a regex would go back over each run. */
function withoutTrailing(text: string) {
  let end = text.length;
  while (end > 0 && /[\s,]/.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}
