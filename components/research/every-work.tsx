import type { CSSProperties } from 'react';
import { researchListText } from '@/content/research-labels';
import type { Csl } from '@/lib/research/csl';
import type { WorkMetrics } from '@/lib/research/sources';
import { kindOf, yearOf } from '@/lib/research/work';
import { PublicationFinder } from './publication-finder';
import { WorkList } from './work-list';

const LIST_ID = 'every-work';
const HEADING = 'mt-10 pb-2 font-serif text-2xl font-semibold text-ink';

/**
 * Each year is a box the browser skips while off screen; sorted by citations, years stop boxing
 * their rows (`data-sorted`) so rows order across years, under one heading of their own.
 */
export function EveryWork({
  works,
  years,
  counts,
  sortable,
}: {
  works: readonly Csl[];
  /** The years that have works, newest first; 0 for undated. */
  years: readonly number[];
  counts: Record<string, WorkMetrics>;
  /** Some work has a citation count: the list can be sorted by them. */
  sortable: boolean;
}) {
  return (
    <>
      <div className="mt-10 rounded-card border border-line bg-surface-raised p-4 noscript:hidden sm:p-6">
        <PublicationFinder
          listId={LIST_ID}
          kinds={[...new Set(works.map(kindOf))].sort()}
          years={years}
          sortable={sortable}
        />
      </div>
      <div id={LIST_ID} className="flex flex-col">
        {sortable ? (
          <h2 data-sorted-heading="" className={HEADING}>
            {researchListText.sorts.cited}
          </h2>
        ) : null}
        {years.map((year) => {
          const shown = works.filter((work) => yearOf(work) === year);
          // Its rows' height guessed before it is first laid out (app/styles/ui.css).
          const rows = { '--rows': shown.length } as CSSProperties;
          return (
            <section key={year} data-year-group="" style={rows}>
              <h2 data-year-heading="" className={HEADING}>
                {year || researchListText.undated}
              </h2>
              <WorkList works={shown} counts={counts} heading="h3" className="contents" />
            </section>
          );
        })}
      </div>
    </>
  );
}
