/**
 * The structure of a BibTeX or biblatex file: each entry's type, key and fields, with the line each
 * starts on, `@string` macros expanded and `#` joined. Everything else is skipped as BibTeX skips
 * it: text and `%` lines between entries, `@comment`, `@preamble`. Entries may be written with
 * braces or parentheses. Reading the values (LaTeX, names, dates) is citation-js's work
 * (lib/research/bibtex.ts); this finds where each thing is, so every error names its file, line and
 * entry.
 */

/** "file:line: entry "key": problem", so a bad paste is found at once. */
export class BibliographyError extends Error {
  constructor(file: string, line: number, where: string, problem: string) {
    super(`${file}:${line}: ${where}: ${problem}`);
    this.name = 'BibliographyError';
  }
}

/** How an error names the entry it is in. */
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

/** The entries of `text`, or a BibliographyError at the first thing BibTeX could not read. */
export function scanBibliography(
  text: string,
  file: string,
  predefined: Readonly<Record<string, string>>,
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

  /** The parts of one entry (or @string) opened on `line`; `fail` names it in every error. */
  const reader = (line: number, close: string, fail: (line: number, problem: string) => never) => {
    /** A value on `{` or `"` at `pos`: its inner text; `pos` moves past it. */
    const delimited = (field: string, fieldLine: number) => {
      const start = pos;
      const quoted = text[pos] === '"';
      let depth = quoted ? 0 : 1;
      for (let at = pos + 1; at < text.length; at++) {
        const char = text[at];
        if (char === '\\') at++;
        else if (char === '{') depth++;
        else if (char === '}' && --depth < 0)
          fail(lineOf(at), `field "${field}" has an unmatched "}"`);
        else if (char === '\n' && opensEntry(at + 1))
          fail(
            fieldLine,
            `field "${field}": "${text[start]}" is not closed before ${before(at + 1)}`,
          );
        if (depth === 0 && (!quoted || char === '"')) {
          pos = at + 1;
          return text.slice(start + 1, at);
        }
      }
      return fail(
        fieldLine,
        `field "${field}": "${text[start]}" is not closed before ${before(text.length)}`,
      );
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
            fail(lineOf(at), `field "${field}" uses "${name}", which no @string defines`);
          value += macro;
        }
        const end = pos;
        skipSpace();
        if (text[pos] !== '#') return { value, end };
        pos++;
        skipSpace();
      }
    };

    /** `name = expression`, with the line it starts on and the offset its value ends at. */
    const field = () => {
      const fieldLine = lineOf(pos);
      const name = sticky(NAME);
      if (!name) fail(fieldLine, `expected a field name, found ${snippet()}`);
      skipSpace();
      if (text[pos] !== '=') fail(lineOf(pos), `expected "=" after "${name}", found ${snippet()}`);
      pos++;
      skipSpace();
      const { value, end } = expression(name, fieldLine);
      return { name: name.toLowerCase(), value, line: fieldLine, end };
    };

    /** After the key or a field: true when a field follows, false at the entry's end. */
    const more = (after?: { name: string; value: string; line: number; end: number }) => {
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
        // A value that swallowed the next fields lacks its own closing brace.
        if (after && /\n\s*[A-Za-z][\w-]*\s*=/.test(after.value))
          fail(
            after.line,
            `field "${after.name}" has a "{" that is not closed (its value runs on to line ${lineOf(after.end)})`,
          );
        fail(line, `"${close}" missing: the entry is not closed before ${before(pos)}`);
      }
      if (!comma && after) fail(lineOf(after.end), `missing "," after field "${after.name}"`);
      if (!comma) fail(lineOf(pos), `expected "," after the key, found ${snippet()}`);
      return true;
    };

    return { field, more };
  };

  /** An entry's key and fields, from just after its opening delimiter. */
  const entry = (type: string, line: number, close: string): BibEntry => {
    skipSpace();
    const key = sticky(KEY);
    skipSpace();
    if (!key || text[pos] === '=')
      throw new BibliographyError(file, line, entryName('', type), 'missing key');
    const { field, more } = reader(line, close, (at, problem) => {
      throw new BibliographyError(file, at, entryName(key, type), problem);
    });
    const fields: BibField[] = [];
    const names = new Set<string>();
    for (let next = more(); next;) {
      const { end, ...read } = field();
      if (names.has(read.name))
        throw new BibliographyError(
          file,
          read.line,
          entryName(key, type),
          `field "${read.name}" is given twice`,
        );
      names.add(read.name);
      fields.push(read);
      next = more({ ...read, end });
    }
    return { type, key, line, fields };
  };

  /** `@string{name = value}`: the macro is defined for what follows. */
  const defineMacros = (line: number, close: string) => {
    const { field, more } = reader(line, close, (at, problem) => {
      throw new BibliographyError(file, at, '@string', problem);
    });
    skipSpace();
    for (let next = true; next;) {
      const read = field();
      macros.set(read.name, read.value);
      next = more(read);
    }
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
      if (!skipBody(close))
        throw new BibliographyError(file, line, '@preamble', `"${close}" missing`);
    } else if (type === 'string') defineMacros(line, close);
    else entries.push(entry(type, line, close));
  }
  return entries;
}
