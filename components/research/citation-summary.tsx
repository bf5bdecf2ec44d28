import { metricsText } from '@/content/research-labels';
import type { CitationSummary } from '@/lib/research/metrics';

/** Server HTML bars in the page's type and colours, no script; screen readers get a table. */
function YearChart({ byYear }: { byYear: CitationSummary['byYear'] }) {
  const max = Math.max(1, ...byYear.map((y) => y.count));
  return (
    <div aria-hidden="true" className="mt-3 flex gap-1 sm:gap-2">
      {byYear.map(({ year, count }, i) => {
        const current = i === byYear.length - 1;
        const height = `${(100 * count) / max}%`;
        return (
          <div key={year} className="flex min-w-0 flex-1 flex-col items-center">
            <div className="relative h-32 w-full sm:h-40">
              <span
                className="absolute inset-x-0 text-center text-xs font-semibold text-ink"
                style={{ bottom: height }}
              >
                {count}
              </span>
              <div
                className={`absolute inset-x-[15%] bottom-0 rounded-t-sm ${current ? 'bg-accent/45 outline-1 -outline-offset-1 outline-accent outline-dashed' : 'bg-accent'}`}
                style={{ height }}
              />
            </div>
            <span className="mt-1 w-full border-t border-line-strong pt-1 text-center text-[0.7rem] text-ink-soft tabular-nums sm:text-xs">
              {year}
            </span>
            {current ? (
              <span className="text-center text-[0.7rem] leading-tight text-ink-soft sm:text-xs">
                {metricsText.soFar}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/** Totals all-time and since the chart's first year, as Google Scholar shows them. */
export function CitationSummaryPanel({ summary }: { summary: CitationSummary }) {
  const { since } = summary;
  const rows = [
    [metricsText.total, summary.total, since.total],
    [metricsText.hIndex, summary.hIndex, since.hIndex],
    [metricsText.i10Index, summary.i10Index, since.i10Index],
  ] as const;
  const thisYear = summary.byYear.at(-1)!.year;
  return (
    <section
      aria-labelledby="citations-heading"
      className="mt-10 rounded-card border border-line bg-surface-raised p-6 shadow-card sm:p-8"
    >
      <h2 id="citations-heading" className="text-subheading text-ink">
        {metricsText.title}
      </h2>
      <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] lg:items-end">
        <table className="w-full text-left">
          <thead>
            <tr className="text-sm text-ink-soft">
              <td />
              <th scope="col" className="pb-2 text-right font-semibold">
                {metricsText.all}
              </th>
              <th scope="col" className="pb-2 text-right font-semibold">
                {metricsText.since(since.year)}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, all, recent]) => (
              <tr key={label} className="border-t border-line">
                <th scope="row" className="py-2 text-sm font-normal text-ink-soft">
                  {label}
                </th>
                <td className="py-2 text-right text-2xl text-ink tabular-nums">{all}</td>
                <td className="py-2 text-right text-2xl text-ink tabular-nums">{recent}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div>
          <p className="text-sm font-semibold text-ink">{metricsText.perYear}</p>
          <YearChart byYear={summary.byYear} />
        </div>
      </div>
      <table className="sr-only">
        <caption>{metricsText.perYear}</caption>
        <thead>
          <tr>
            <th scope="col">{metricsText.year}</th>
            <th scope="col">{metricsText.total}</th>
          </tr>
        </thead>
        <tbody>
          {summary.byYear.map(({ year, count }) => (
            <tr key={year}>
              <th scope="row">{year === thisYear ? metricsText.thisYear(year) : year}</th>
              <td>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-sm text-ink-soft">
        {metricsText.source(summary.day, summary.counted, since.year)}
      </p>
    </section>
  );
}
