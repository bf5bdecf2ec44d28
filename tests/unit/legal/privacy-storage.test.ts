/**
 * @jest-environment node
 *
 * The privacy policy names every browser-storage key the site's code uses. The keys are read from
 * the source itself: every getItem/setItem/removeItem call, its argument resolved to the string
 * constant it names, so a key added anywhere fails this test until the policy lists it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { privacy } from '@/content/legal';

const ROOT = process.cwd();

function sources(dir: string): Array<{ file: string; text: string }> {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative);
    return /\.(ts|tsx|mjs)$/.test(entry.name)
      ? [{ file: relative, text: readFileSync(path.join(ROOT, relative), 'utf8') }]
      : [];
  });
}

const FILES = ['app', 'components', 'lib'].flatMap(sources);

/**
 * Every `const NAME = '…'` and `const NAME = { a: '…', … }` of the source: NAME to its strings,
 * and NAME.a to the one.
 */
function constants(): Map<string, string[]> {
  const table = new Map<string, string[]>();
  for (const { text } of FILES) {
    for (const [, name, value] of text.matchAll(/const ([A-Z][A-Z0-9_]*) = ('[^']*'|\{[^}]*\})/g)) {
      table.set(
        name!,
        [...value!.matchAll(/'([^']*)'/g)].map((match) => match[1]!),
      );
      for (const [, property, string] of value!.matchAll(/(\w+): '([^']*)'/g))
        table.set(`${name}.${property}`, [string!]);
    }
  }
  return table;
}

/** The keys the code passes to web storage, each resolved to its string(s), with where it is used. */
function storageKeys(): Map<string, string> {
  const table = constants();
  const keys = new Map<string, string>();
  const unresolved: string[] = [];
  for (const { file, text } of FILES) {
    for (const [call, argument] of text.matchAll(/\.(?:getItem|setItem|removeItem)\(([^,)]+)/g)) {
      // A key written into an inline script arrives as ${JSON.stringify(NAME)}.
      const arg = argument!.trim().replace(/^\$\{JSON\.stringify\(/, '');
      const literal = /^['"`]([^'"`$]+)['"`]$/.exec(arg)?.[1];
      // `for (const key of Object.values(NAME))`: every value of NAME.
      const loop = /^[a-z]\w*$/.test(arg)
        ? new RegExp(`for \\(const ${arg} of Object\\.values\\(([A-Z][A-Z0-9_]*)\\)\\)`).exec(text)
        : null;
      const values = literal ? [literal] : table.get(loop ? loop[1]! : arg);
      if (!values?.length) unresolved.push(`${file}: ${call}`);
      for (const value of values ?? []) keys.set(value, file);
    }
  }
  expect(unresolved).toEqual([]);
  return keys;
}

const policyText = [
  privacy.lead,
  ...privacy.sections.flatMap((section) => [
    ...section.paragraphs,
    ...(section.list ?? []).flatMap((item) => [item.term ?? '', item.text]),
    ...(section.after ?? []),
  ]),
].join('\n');

describe('the privacy policy and the browser storage the code uses', () => {
  const keys = storageKeys();

  it('finds the keys in the code (the search itself works)', () => {
    expect([...keys.keys()].sort()).toEqual([
      'aiAssistantNotificationLastShown',
      'aiAssistantNotificationShown',
      'analytics-consent',
      'languageSwitchHash',
      'languageSwitchPath',
      'languageSwitchScrollPosition',
      'languageSwitchSearch',
      'languageSwitchTimestamp',
      'theme',
    ]);
  });

  it.each([...keys])('names %s (used in %s) in its Cookies section', (key) => {
    const cookies = privacy.sections.find((section) => section.id === 'cookies')!;
    expect(cookies.list?.some((item) => item.term?.split(', ').includes(key))).toBe(true);
    expect(policyText).toMatch(new RegExp(`\\b${key}\\b`));
  });
});
