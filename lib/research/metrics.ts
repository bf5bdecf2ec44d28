/** The record at a glance (citations, h-index, i10-index, per year) from OpenAlex's counts. */
import { writeDate } from '@/lib/dates';
import { doiKey } from '@/lib/identifiers';
import type { Csl } from './csl';
import type { WorkMetrics } from './sources';

/** The chart's span: the last ten years, this one included. */
export const CHART_YEARS = 10;

/** One number a work, any order: its figures. */
function figuresOf(counts: number[]) {
  const sorted = [...counts].sort((a, b) => b - a);
  return {
    total: sorted.reduce((sum, n) => sum + n, 0),
    // Hirsch: the largest h such that h works are each cited at least h times.
    hIndex: sorted.filter((n, i) => n >= i + 1).length,
    // Google Scholar's: works cited at least ten times.
    i10Index: sorted.filter((n) => n >= 10).length,
  };
}

export type CitationSummary = NonNullable<ReturnType<typeof citationSummary>>;

export const metricsOf = (work: Csl, metrics: Record<string, WorkMetrics>) =>
  work.DOI ? metrics[doiKey(work.DOI)] : undefined;

/** The summary over `works`; null when none has a count (nothing is shown then). */
export function citationSummary(works: readonly Csl[], metrics: Record<string, WorkMetrics>) {
  // One count per DOI: a work listed twice (the file and ORCID agree) is counted once.
  const dois = new Set(works.flatMap((w) => (w.DOI ? [doiKey(w.DOI)] : [])));
  const counted = [...dois].flatMap((doi) => metrics[doi] ?? []);
  if (!counted.length) return null;
  const date = counted.reduce((newest, m) => (m.date > newest ? m.date : newest), '');
  const last = Number(date.slice(0, 4));
  const first = last - CHART_YEARS + 1;
  const madeIn = (years: WorkMetrics['countsByYear'], from: number, to = from) =>
    years.reduce((sum, y) => (y.year >= from && y.year <= to ? sum + y.count : sum), 0);
  const everyYear = counted.flatMap((m) => m.countsByYear);
  return {
    ...figuresOf(counted.map((m) => m.count)),
    // As Google Scholar's "Since" column: only citations made in the chart's years.
    since: { year: first, ...figuresOf(counted.map((m) => madeIn(m.countsByYear, first, last))) },
    counted: counted.length,
    day: writeDate(new Date(`${date}T00:00`), { short: true }),
    // Citations received in each of the last ten years, oldest first (zeros included).
    byYear: Array.from({ length: CHART_YEARS }, (_, i) => ({
      year: first + i,
      count: madeIn(everyYear, first + i),
    })),
  };
}

/**
 * The works shown first: the owner's picks (al-folio's `selected`) in the record's order, else the
 * most cited with a citation; at most `limit`. `by` says which, for the heading.
 */
export function selectedWorks(
  works: readonly Csl[],
  metrics: Record<string, WorkMetrics>,
  limit: number,
): { by: 'owner' | 'citations'; works: Csl[] } {
  const picked = works.filter((work) => work.custom?.selected);
  if (picked.length) return { by: 'owner', works: picked.slice(0, limit) };
  const cites = (work: Csl) => metricsOf(work, metrics)?.count ?? 0;
  const cited = works
    .filter((work) => cites(work) > 0)
    .sort((a, b) => cites(b) - cites(a))
    .slice(0, limit);
  return { by: 'citations', works: cited };
}
