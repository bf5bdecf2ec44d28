/**
 * @jest-environment node
 *
 * Every reader of outside or owner text, fed thousands of generated hostile values (unclosed tags,
 * deep nesting, entities, LaTeX, braces, control characters): none throws, none grows a value past
 * its cut, and none costs more than linear time in the value's length.
 */
import fc from 'fast-check';
import { growth } from '../../cpu-time';
import { OBJECT_WORDS } from '../../object-words';
import { readBibliography } from '@/lib/research/bibtex';
import {
  bareDoi,
  dateParts,
  httpUrl,
  MAX_ABSTRACT,
  outsideAbstract,
  outsideName,
  outsideText,
} from '@/lib/research/outside-values';
import type { Csl } from '@/lib/research/csl';
import { citationFile } from '@/lib/research/export';
import { fromOutsideMarkup, plainText, richRuns } from '@/lib/research/rich-text';
import { SECTIONS, sectionOf } from '@/lib/research/work';

/** The pieces hostile values are made of: markup, entities, LaTeX and BibTeX's own characters. */
const PIECES = [
  '<',
  '>',
  '<a-',
  '<i>',
  '</i>',
  '<b>',
  '<sup>',
  '</sub>',
  '<span style="font-variant:small-caps;">',
  '<span class="nocase">',
  '</span>',
  '<jats:italic>',
  '<jats:title>',
  'Abstract',
  '</jats:title>',
  '<mml:math',
  '&',
  '&#',
  '&#x1F600;',
  '&amp;',
  '&lt;',
  '\\',
  '\\textit{',
  '\\aa',
  '$',
  '$_2$',
  '{',
  '}',
  '"',
  ',',
  '=',
  '@misc{',
  '%',
  '\n',
  '\u0000',
  ' ',
  'x',
  'é',
  'ي',
  '10.1234/',
  'https://',
];
const hostile = fc.array(fc.constantFrom(...PIECES), { maxLength: 200 }).map((p) => p.join(''));

/** One BibTeX entry whose title is `title`, as a pasted export would hold it. */
const entry = (title: string) =>
  `@article{k,\n  author = {Ellery, Rowan},\n  title = {${title}},\n  journal = {J},\n  year = {2020},\n}\n`;

test('no outside value makes a reader throw, and every cut holds', () => {
  fc.assert(
    fc.property(hostile, (value) => {
      const title = outsideText(value);
      expect((title ?? '').length).toBeLessThanOrEqual(1_001);
      expect((outsideText(value, MAX_ABSTRACT) ?? '').length).toBeLessThanOrEqual(10_001);
      expect((outsideAbstract(value) ?? '').length).toBeLessThanOrEqual(10_001);
      outsideName(value);
      plainText(value);
      richRuns(fromOutsideMarkup(value));
      bareDoi(value);
      httpUrl(value);
      dateParts([value, value, value]);
    }),
    { numRuns: 3_000 },
  );
});

test('an outside title or abstract cut without a space never ends in half an emoji, as the excerpt’s cut', () => {
  const halves = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
  for (const text of [`x${'😀'.repeat(6_000)}`, `x${'𠀋'.repeat(600)}`])
    for (const max of [1_000, MAX_ABSTRACT]) expect(outsideText(text, max)).not.toMatch(halves);
});

test('no title in the owner’s file makes the reader throw or add a record', () => {
  fc.assert(
    fc.property(hostile, (value) => {
      const { items } = readBibliography(entry(value), 'x.bib');
      // The title may end the entry early (a stray brace) but never adds one.
      expect(items.length).toBeLessThanOrEqual(2);
      for (const item of items) expect(item.title ?? '').not.toMatch(/[\\{}]/);
    }),
    { numRuns: 400 },
  );
});

test('every reader takes time linear in the length: 8× the text, never near 64× the time', () => {
  // Each value repeated to 10,000 and to 80,000 characters.
  // Generated values, and the two that were quadratic once: unclosed tags, unclosed marks.
  const samples = [
    ['<a-'],
    ['<i>', 'x'],
    ...fc.sample(fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 12 }), {
      numRuns: 25,
      seed: 42,
    }),
  ];
  const readers: [string, (text: string) => unknown][] = [
    ['outsideText', (text) => outsideText(text, Infinity)],
    ['outsideAbstract', outsideAbstract],
    ['fromOutsideMarkup', fromOutsideMarkup],
    ['plainText', plainText],
    ['richRuns', richRuns],
  ];
  for (const pieces of samples) {
    const unit = pieces.join('');
    const sized = (length: number) => unit.repeat(Math.ceil(length / unit.length));
    for (const [name, read] of readers) {
      const ratio = growth((length) => read(sized(length)), 10_000, 80_000, 30);
      expect({ name, unit, slow: ratio > 30 }).toEqual({ name, unit, slow: false });
    }
  }
});

test('a word every JavaScript object knows is read as a plain word, never as a table entry', () => {
  for (const word of OBJECT_WORDS) {
    const text = [
      `@${word}{odd, title = {Odd type}, author = {Ellery, Rowan}, year = {2020}}`,
      `@article{state, title = {State}, author = {Ellery, Rowan}, journal = {J}, year = {2021}, pubstate = {${word}}}`,
      `@article{dated, title = {Dated}, author = {Ellery, Rowan}, journal = {J}, date = {${word}}}`,
      `@thesis{genre, title = {Genre}, author = {Ellery, Rowan}, school = {S}, year = {2022}, type = {${word}}}`,
      `@misc{named, title = {Named}, author = {Ellery, Rowan}, year = {2023}, ${word} = {x}, ${word}+an = {x}, __proto__ = {y}}`,
    ].join('\n');
    const { items } = readBibliography(text, 'x.bib');
    expect({ word, ids: items.map((item) => item.id) }).toEqual({
      word,
      ids: ['odd', 'state', 'dated', 'genre', 'named'],
    });
    for (const item of items) {
      for (const value of Object.values(item)) expect(typeof value).not.toBe('function');
      expect(SECTIONS).toContain(sectionOf(item));
      for (const format of ['bib', 'ris', 'json'] as const)
        expect(citationFile([item], format)).not.toMatch(/native code|undefined/);
    }
    expect(items[1]!.status).toBe(word);
    // Reading changed no built-in object.
    expect(Object.keys(Object)).toEqual([]);
    expect(Object.keys(Object.prototype[word as keyof object])).toEqual([]);
    const title = fromOutsideMarkup(`<${word}>Lytic</${word}> &${word}; phages`);
    expect(title).toContain(
      `Lytic</${word}> &${word}; phages`.replace(/^.*Lytic/, 'Lytic').slice(0, 5),
    );
    expect(title).not.toContain('native code');
    expect(sectionOf({ id: 'x', type: word } as unknown as Csl)).toBe('other');
  }
});
