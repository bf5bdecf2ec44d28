import { fold, matcher, MAX_QUERY_LENGTH, ranks, searchOf, viewOf } from '@/lib/research/finder';

const row = (text: string, year = '2024', kind = 'Journal Article', cites = 0) => ({
  text: fold(text),
  year,
  kind,
  cites,
});

describe('the publication list’s view in the address', () => {
  test('reads what it wrote, and writes only what differs from the whole list', () => {
    const view = { query: 'phage λ & co', sort: 'cited', kind: 'Preprint', year: '2024' } as const;
    expect(searchOf(view)).toBe('?q=phage+%CE%BB+%26+co&sort=cited&type=Preprint&year=2024');
    expect(viewOf(searchOf(view))).toEqual(view);
    expect(searchOf(viewOf(''))).toBe('');
    expect(searchOf({ ...viewOf(''), query: '   ' })).toBe('');
  });

  test('a made-up query reads as the whole list: unknown sort, a year that is not one, a long search', () => {
    expect(viewOf('?sort=<script>&year=20x4')).toEqual({
      query: '',
      sort: 'year',
      kind: '',
      year: '',
    });
    expect(viewOf(`?q=${'a'.repeat(10_000)}`).query).toHaveLength(MAX_QUERY_LENGTH);
    // A type no work has shows none, which the list says; it never throws.
    expect(matcher(viewOf('?type=Nope'))(row('x'))).toBe(false);
  });
});

describe('which rows a view shows', () => {
  test('every word somewhere in the row, in any order, without case or accents', () => {
    const träg = row('Trägårdh, L. Phage therapy of Klebsiella, Nature Microbiology');
    expect(matcher(viewOf('?q=klebsiella+trag'))(träg)).toBe(true);
    expect(matcher(viewOf('?q=TRÄGÅRDH'))(träg)).toBe(true);
    expect(matcher(viewOf('?q=klebsiella+salmonella'))(träg)).toBe(false);
    // Regular-expression characters are text.
    expect(matcher(viewOf('?q=.*'))(träg)).toBe(false);
    // Letters no accent makes read as a keyboard without them types them (Danish, Polish, German).
    const møller = row('Møller, J. H.; Łukasz Wiśniewski; Ærø; Straße');
    expect(matcher(viewOf('?q=moller+lukasz+wisniewski+aero+strasse'))(møller)).toBe(true);
    expect(matcher(viewOf('?q=Møller+ærø'))(møller)).toBe(true);
  });

  test('type and year narrow it', () => {
    const preprint = row('A preprint', '2023', 'Preprint');
    expect(matcher(viewOf('?type=Preprint'))(preprint)).toBe(true);
    expect(matcher(viewOf('?type=Preprint&year=2024'))(preprint)).toBe(false);
    expect(matcher(viewOf('?year=0'))(row('Undated', '0'))).toBe(true);
  });

  test('most cited first; a tie keeps the list’s order; by year, the list’s own order', () => {
    const rows = [row('a', '2025', 'x', 3), row('b', '2024', 'x', 40), row('c', '2023', 'x', 3)];
    expect(ranks(rows, 'cited')).toEqual([1, 0, 2]);
    expect(ranks(rows, 'year')).toBeNull();
    const ties = [0, 5, 0, 5, 0].map((cites) => row('w', '2024', 'x', cites));
    expect(ranks(ties, 'cited')).toEqual([2, 0, 3, 1, 4]);
  });
});
