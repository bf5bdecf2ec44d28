/**
 * The full publication list's view (search, sort, type, year), kept in the address's query and
 * read in the browser, so the page is built once and no stranger's query mints a page.
 */

export type Sort = 'year' | 'cited';

export interface View {
  query: string;
  sort: Sort;
  /** A work kind as its badge says it (lib/research/work.ts kindOf), or '' for every kind. */
  kind: string;
  /** A year, '0' for undated, or '' for every year. */
  year: string;
}

/** The longest search the list takes: longer text is cut, as the search box's maxLength. */
export const MAX_QUERY_LENGTH = 200;

/** What a row holds for the search: its text, folded. */
export interface FinderRow {
  text: string;
  year: string;
  kind: string;
  cites: number;
}

/** Letters no accent makes, as a keyboard without them types them ("Møller" → "moller"). */
const LETTERS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Lower case, accents off ("Träg" → "trag", "Ærø" → "aero"), runs of space as one. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[øæœßłđðþı]/g, (letter) => LETTERS[letter]!)
    .replace(/\s+/g, ' ');

export function viewOf(search: string): View {
  const params = new URLSearchParams(search);
  return {
    query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    sort: params.get('sort') === 'cited' ? 'cited' : 'year',
    kind: params.get('type') ?? '',
    year: /^\d{1,4}$/.test(params.get('year') ?? '') ? params.get('year')! : '',
  };
}

/** The query for `view`: only what differs from the whole list, so its plain address stays bare. */
export function searchOf(view: View): string {
  const params = new URLSearchParams();
  if (view.query.trim()) params.set('q', view.query);
  if (view.sort !== 'year') params.set('sort', view.sort);
  if (view.kind) params.set('type', view.kind);
  if (view.year) params.set('year', view.year);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Each word of the query somewhere in the row, in any order. */
export function matcher(view: View): (row: FinderRow) => boolean {
  const words = fold(view.query).split(' ').filter(Boolean);
  return (row) =>
    (!view.kind || row.kind === view.kind) &&
    (!view.year || row.year === view.year) &&
    words.every((word) => row.text.includes(word));
}

/** Each row's place, most cited first (sort is stable: ties keep list order); null by year. */
export function ranks(rows: readonly FinderRow[], sort: Sort): number[] | null {
  if (sort === 'year') return null;
  const order = rows.map((_, index) => index).sort((a, b) => rows[b]!.cites - rows[a]!.cites);
  const rank: number[] = [];
  order.forEach((index, place) => (rank[index] = place));
  return rank;
}
