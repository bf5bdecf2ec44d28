import { metricsText } from '@/content/research-labels';
import type { CitationSummary } from '@/lib/research/metrics';

const WIDTH = 640;
const HEIGHT = 200;
/** Room above the tallest bar for its count, and below the bars for the years. */
const TOP = 24;
const BOTTOM = 28;

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
      className="mt-6 h-auto w-full"
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
              y={base - height - 6}
              textAnchor="middle"
              className="fill-ink text-[13px] font-semibold"
            >
              {count}
            </text>
            <text
              x={x + bar / 2}
              y={HEIGHT - 8}
              textAnchor="middle"
              className="fill-ink-soft text-[12px]"
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
      <dl className="mt-5 grid grid-cols-3 gap-4">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-ink-soft">{label}</dt>
            <dd className="text-title text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-sm font-semibold text-ink">{metricsText.perYear}</p>
      <YearChart byYear={summary.byYear} />
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
