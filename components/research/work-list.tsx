import { ExternalLink } from '@/components/ui/button-link';
import { researchText } from '@/content/research-labels';
import type { Csl } from '@/lib/research/csl';
import { metricsOf } from '@/lib/research/metrics';
import { plainText } from '@/lib/research/rich-text';
import type { WorkMetrics } from '@/lib/research/sources';
import {
  AuthorList,
  CitedBy,
  FreeFullText,
  textLinkClass,
  WorkBadges,
  WorkMaterial,
  workIds,
} from './publication-cards';
import { kindOf, ownerNameIn, venueOf, yearOf } from '@/lib/research/work';
import { CiteButton } from './cite-button';
import { RichText } from './rich-text';

const NAMES_IN_A_ROW = 8;

function Row({
  work,
  count,
  heading: Heading,
}: {
  work: Csl;
  count?: WorkMetrics;
  heading: 'h2' | 'h3';
}) {
  const ids = workIds(work);
  const title = work.title ?? '';
  return (
    <li
      id={work.id}
      data-work=""
      data-year={yearOf(work)}
      data-kind={kindOf(work)}
      data-cites={count?.count ?? 0}
      // Not a list item: the browser renumbers every later item each time the finder hides one
      // (bench/README.md).
      className="block border-t border-line py-5"
    >
      <WorkBadges work={work} />
      <Heading className="mt-2 font-sans text-base font-semibold break-words text-ink">
        {work.URL ? (
          <ExternalLink href={work.URL} className="hover:text-accent hover:underline">
            <RichText value={title} />
          </ExternalLink>
        ) : (
          <RichText value={title} />
        )}
      </Heading>
      <AuthorList work={work} limit={NAMES_IN_A_ROW} className="mt-1" />
      {venueOf(work) ? (
        <p className="text-sm text-ink-soft">
          <i>
            <RichText value={venueOf(work)} />
          </i>
        </p>
      ) : null}
      <WorkMaterial work={work} />
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        {ids.map((id) => (
          <ExternalLink key={id.kind} href={id.url} className={textLinkClass}>
            {researchText.identifiers[id.kind]} {id.value}
          </ExternalLink>
        ))}
        {count?.count ? <CitedBy count={count} /> : null}
        {count?.openAccess ? <FreeFullText copy={count.openAccess} /> : null}
      </div>
      <div className="mt-3 max-w-2xl noscript:hidden">
        <CiteButton workKey={work.id} title={plainText(title)} owner={ownerNameIn(work)} />
      </div>
    </li>
  );
}

/** A year of the full list; titles are h3 under the year's heading. */
export function WorkList({
  works,
  counts,
  heading = 'h2',
  className,
}: {
  works: readonly Csl[];
  counts: Record<string, WorkMetrics>;
  heading?: 'h2' | 'h3';
  className?: string;
}) {
  return (
    <ol className={className}>
      {works.map((work) => (
        <Row key={work.id} work={work} heading={heading} count={metricsOf(work, counts)} />
      ))}
    </ol>
  );
}
