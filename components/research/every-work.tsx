import { researchListText } from '@/content/research-labels';
import type { Csl } from '@/lib/research/csl';
import type { WorkMetrics } from '@/lib/research/sources';
import { kindOf, yearOf } from '@/lib/research/work';
import { PublicationFinder } from './publication-finder';
import { WorkList } from './work-list';

/** The list's element id: the finder orders and hides its rows. */
const LIST_ID = 'every-work';

/**
 * Every work, newest first, under its year, and the finder above them. The years' wrappers do not
 * box their rows (`display: contents`), so sorting by citations can order rows across years.
 */
export function EveryWork({
  works,
  years,
  counts,
}: {
  works: readonly Csl[];
  /** The years that have works, newest first; 0 for undated. */
  years: readonly number[];
  counts: Record<string, WorkMetrics>;
}) {
  return (
    <>
      <div className="mt-10 rounded-card border border-line bg-surface-raised p-4 sm:p-6">
        <PublicationFinder
          listId={LIST_ID}
          kinds={[...new Set(works.map(kindOf))].sort()}
          years={years}
        />
      </div>
      <div id={LIST_ID} className="flex flex-col">
        {years.map((year) => (
          <section key={year} data-year-group="" className="contents">
            <h2
              data-year-heading=""
              className="mt-10 pb-2 font-serif text-2xl font-semibold text-ink"
            >
              {year || researchListText.undated}
            </h2>
            <WorkList
              works={works.filter((work) => yearOf(work) === year)}
              counts={counts}
              heading="h3"
              className="contents"
            />
          </section>
        ))}
      </div>
    </>
  );
}
