/**
 * @jest-environment node
 *
 * The exact values the record keeps from ORCID, Crossref and OpenAlex. hostile-values.test.ts checks
 * that no value breaks these readers; this file pins what each one keeps and where it cuts.
 */
import {
  bareDoi,
  dateParts,
  httpUrl,
  isRecord,
  outsideName,
  outsideText,
} from '@/lib/research/outside-values';

describe('outsideText', () => {
  test('one line of text, control characters as spaces; nothing for a blank or a non-string', () => {
    expect(outsideText('Phage\u0007therapy')).toBe('Phage therapy');
    expect(outsideText(' <p> </p> ')).toBeUndefined();
    expect(outsideText(42)).toBeUndefined();
    expect(outsideText(null)).toBeUndefined();
  });

  test('longer text is cut at a word in its last fifth, else where the limit falls, with "…"', () => {
    expect(outsideText('abcdefghij', 10)).toBe('abcdefghij');
    expect(outsideText('abcdefghi jkl', 10)).toBe('abcdefghi…');
    // A space exactly at four fifths is too early: the cut keeps what fits.
    expect(outsideText('abcdefgh ijkl', 10)).toBe('abcdefgh i…');
    // Never half an emoji.
    expect(outsideText('abcd😀efg', 5)).toBe('abcd…');
  });

  test('a tag the cut goes through is dropped whole; a closed one is kept', () => {
    expect(outsideText('abc de <sup>1</sup> fghij', 10)).toBe('abc de …');
    expect(outsideText('<sup>1234567890</sup>', 3)).toBe('…');
    expect(outsideText('abc <i>defghijk</i>', 10)).toBe('abc <i>def…');
  });

  test('only four times the limit is read: text past it, hidden behind markup, is cut too', () => {
    const value = `a${'<x></x>'.repeat(10)}z`;
    expect(outsideText(value, 10)).toBe('a…');
    // Exactly four times the limit is read whole.
    expect(outsideText(`abcde${'<x></x>'.repeat(5)}`, 10)).toBe('abcde');
  });
});

test('outsideName: plain text, at most 200 characters', () => {
  expect(outsideName('<i>Ann</i>  Lee')).toBe('Ann Lee');
  expect(outsideName(42)).toBeUndefined();
  expect(outsideName('a'.repeat(300))).toBe(`${'a'.repeat(200)}…`);
});

test('isRecord: a JSON object, not a list or null', () => {
  expect([{}, { a: 1 }, [], null, 'x', 1].map(isRecord)).toEqual([
    true,
    true,
    false,
    false,
    false,
    false,
  ]);
});

test('dateParts: a plausible year, then a real month, then a day from 1 to 31', () => {
  expect(dateParts([2024, 2, 30])).toEqual({ 'date-parts': [[2024, 2, 30]] });
  expect(dateParts(['2024', '12', '31'])).toEqual({ 'date-parts': [[2024, 12, 31]] });
  expect(dateParts([2024, 1, 1])).toEqual({ 'date-parts': [[2024, 1, 1]] });
  expect(dateParts([2024, 2, 0])).toEqual({ 'date-parts': [[2024, 2]] });
  expect(dateParts([2024, 2, 32])).toEqual({ 'date-parts': [[2024, 2]] });
  expect(dateParts([2024, 2, 1.5])).toEqual({ 'date-parts': [[2024, 2]] });
  expect(dateParts([2024, 0, 5])).toEqual({ 'date-parts': [[2024]] });
  expect(dateParts([2024, null])).toEqual({ 'date-parts': [[2024]] });
  expect(dateParts([1000, 1, 1])).toBeUndefined();
  expect(dateParts([])).toBeUndefined();
  // From the first journals' year to five years ahead, both ends included.
  const soon = new Date().getUTCFullYear() + 5;
  expect(dateParts([1665])).toEqual({ 'date-parts': [[1665]] });
  expect(dateParts([1664])).toBeUndefined();
  expect(dateParts([soon])).toEqual({ 'date-parts': [[soon]] });
  expect(dateParts([soon + 1])).toBeUndefined();
});

test('bareDoi: the DOI from how ORCID users write it, or nothing', () => {
  expect(bareDoi(' https://doi.org/10.1000/182 ')).toBe('10.1000/182');
  expect(bareDoi('doi:10.1000/182')).toBe('10.1000/182');
  expect(bareDoi('182')).toBeUndefined();
  expect(bareDoi(10.1)).toBeUndefined();
});

test('httpUrl: an http(s) address, trimmed and as a browser writes it; no other scheme', () => {
  expect(httpUrl(' https://example.org/a b ')).toBe('https://example.org/a%20b');
  expect(httpUrl('http://example.org')).toBe('http://example.org/');
  // Pasted with a no-break space or a byte-order mark around it, which the URL parser keeps.
  expect(httpUrl('\u00a0https://example.org/\ufeff')).toBe('https://example.org/');
  for (const value of [
    'javascript:alert(1)',
    'data:application/pdf;base64,JVBERi0=',
    'ftp://example.org/x',
    'not a url',
    42,
  ])
    expect(httpUrl(value)).toBeUndefined();
  const at = (length: number) => `https://example.org/${'a'.repeat(length - 20)}`;
  expect(httpUrl(at(2_000))).toBe(at(2_000));
  expect(httpUrl(at(2_001))).toBeUndefined();
});
