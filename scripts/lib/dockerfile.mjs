// Reads the Dockerfile and .dockerignore the way Docker reads them, so that the deploy check
// (scripts/image-folder.mjs) builds from exactly the image's context with exactly its steps.
// Only the instructions this repository's Dockerfile uses are understood; any other stops the check
// with a sentence, so a new instruction cannot slip past it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A .dockerignore pattern as a regular expression over slash-separated paths (Go's filepath.Match, plus **). */
function patternRegExp(pattern) {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*' && pattern[i + 1] === '*') {
      out += '.*';
      i++;
      if (pattern[i + 1] === '/') i++;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else out += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/** The rules of a .dockerignore: each a pattern, and whether it lets files back in (`!`). */
export function parseDockerignore(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const include = line.startsWith('!');
      const pattern = path.posix.normalize(line.slice(include ? 1 : 0).replace(/^\/+/, ''));
      return { include, match: patternRegExp(pattern) };
    });
}

/**
 * Whether Docker leaves `file` (relative, slash-separated) out of the context: the last rule that
 * matches the file or one of its parent folders decides.
 */
export function isIgnored(rules, file) {
  const parts = file.split('/');
  const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  let ignored = false;
  for (const rule of rules) {
    if (candidates.some((candidate) => rule.match.test(candidate))) ignored = !rule.include;
  }
  return ignored;
}

/** Every file of the build context under `root`, relative and sorted. */
export function contextFiles(root) {
  const rules = parseDockerignore(readFileSync(path.join(root, '.dockerignore'), 'utf8'));
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = dir ? `${dir}/${entry.name}` : entry.name;
      // A folder left out may still hold files let back in (`!folder/file`): look inside unless
      // no rule lets anything back in.
      if (entry.isDirectory()) {
        if (!isIgnored(rules, file) || rules.some((r) => r.include)) walk(file);
      } else if (!isIgnored(rules, file)) files.push(file);
    }
  };
  walk('');
  return files.sort();
}

const KNOWN = new Set([
  'ARG',
  'FROM',
  'WORKDIR',
  'COPY',
  'RUN',
  'ENV',
  'USER',
  'EXPOSE',
  'HEALTHCHECK',
  'CMD',
]);

/** `KEY=value KEY2="v 2"` pairs, as ENV and ARG write them. */
function pairs(text) {
  return [...text.matchAll(/(\w+)(?:=("(?:[^"\\]|\\.)*"|\S*))?/g)].map(([, key, value]) => [
    key,
    value === undefined ? undefined : value.replace(/^"(.*)"$/, '$1'),
  ]);
}

/**
 * The Dockerfile as stages: `{ args, stages: [{ name, from, steps: [{ op, ... }] }] }`. `args` are
 * the ARGs before the first FROM (they may only be used in FROM lines).
 */
export function parseDockerfile(text) {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const args = {};
  const stages = [];
  for (const line of lines) {
    const [, op, rest] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (!op || !KNOWN.has(op)) throw new Error(`The deploy check does not know "${line}".`);
    const stage = stages.at(-1);
    if (op === 'FROM') {
      const [, from, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest) ?? [];
      stages.push({ name: name ?? String(stages.length), from, steps: [] });
    } else if (!stage) {
      if (op !== 'ARG') throw new Error(`Only ARG may come before FROM: "${line}".`);
      for (const [key, value] of pairs(rest)) args[key] = value;
    } else if (op === 'COPY') {
      const words = rest.split(/\s+/);
      const flags = Object.fromEntries(
        words.filter((w) => w.startsWith('--')).map((w) => w.slice(2).split('=')),
      );
      const paths = words.filter((w) => !w.startsWith('--'));
      stage.steps.push({ op, from: flags.from, sources: paths.slice(0, -1), target: paths.at(-1) });
    } else if (op === 'ENV' || op === 'ARG') {
      stage.steps.push({ op, pairs: pairs(rest) });
    } else if (op === 'CMD') {
      stage.steps.push({ op, command: JSON.parse(rest) });
    } else if (op === 'HEALTHCHECK') {
      stage.steps.push({ op, command: JSON.parse(rest.replace(/^.*?CMD\s+/, '')) });
    } else stage.steps.push({ op, value: rest });
  }
  return { args, stages };
}
