import { metricsText } from '@/content/research-labels';
import type { CitationSummary } from '@/lib/research/metrics';

/** About a phone's width, so the labels read at their size there; wider screens cap the chart. */
const WIDTH = 320;
const HEIGHT = 160;
/** Room above the tallest bar for its count, and below the bars for the years. */
const TOP = 18;
const BOTTOM = 20;

/**
 * Citations per year as bars, drawn on the server as SVG: no script, colours from the theme's
 * tokens (so dark mode and print follow), the numbers beside each bar. Screen readers get the same
 * numbers as a table.
 */
function YearChart({ byYear }: { byYear: CitationSummary['byYear'] }) {
  const max = Math.max(1, ...byYear.map((y) => y.count));
  const slot = WIDTH / byYear.length;
  const bar = slot * 0.6;
  const base = HEIGHT - BOTTOM;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="mt-3 h-auto w-full max-w-[32rem]"
      aria-hidden="true"
      focusable="false"
    >
      <line x1={0} x2={WIDTH} y1={base} y2={base} className="stroke-line-strong" />
      {byYear.map(({ year, count }, i) => {
        const height = ((base - TOP) * count) / max;
        const x = i * slot + (slot - bar) / 2;
        const current = i === byYear.length - 1;
        return (
          <g key={year}>
            <rect
              x={x}
              y={base - height}
              width={bar}
              height={height}
              rx={3}
              className={current ? 'fill-accent/55' : 'fill-accent'}
            />
            <text
              x={x + bar / 2}
              y={base - height - 5}
              textAnchor="middle"
              className="fill-ink text-[11px] font-semibold"
            >
              {count}
            </text>
            <text
              x={x + bar / 2}
              y={HEIGHT - 6}
              textAnchor="middle"
              className="fill-ink-soft text-[9.5px]"
            >
              {year}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Total citations, h-index and i10-index, the chart and where and when they were counted. */
export function CitationSummaryPanel({ summary }: { summary: CitationSummary }) {
  const figures = [
    [metricsText.total, summary.total],
    [metricsText.hIndex, summary.hIndex],
    [metricsText.i10Index, summary.i10Index],
  ] as const;
  const thisYear = summary.byYear.at(-1)!.year;
  return (
    <section
      aria-labelledby="citations-heading"
      className="rounded-card border border-line bg-surface-raised p-6 shadow-card sm:p-8"
    >
      <h2 id="citations-heading" className="text-subheading text-ink">
        {metricsText.title}
      </h2>
      <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,12rem)_minmax(0,1fr)] lg:items-end">
        <dl className="grid grid-cols-3 gap-4 lg:grid-cols-1">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-ink-soft">{label}</dt>
              <dd className="text-title text-ink">{value}</dd>
            </div>
          ))}
        </dl>
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
        {metricsText.source(summary.date, summary.counted)}
      </p>
    </section>
  );
}
