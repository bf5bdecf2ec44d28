import { PageHeader } from '@/components/ui/page-header';
import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/intent-link';
import { EveryWork } from '@/components/research/every-work';
import { linkClass } from '@/components/research/publication-cards';
import { WorkList } from '@/components/research/work-list';
import { JsonLd } from '@/components/seo/json-ld';
import { researchListText } from '@/content/research-labels';
import { linkIndex, worksByYear } from '@/lib/research/publications';
import { metricsOf } from '@/lib/research/metrics';
import { loadCitationCounts, loadResearchRecord } from '@/lib/research/record';
import { yearOf } from '@/lib/research/work';
import { routes, yearPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageBreadcrumbs, researchJsonLd } from '@/lib/seo/json-ld';

export async function loadYears() {
  const record = await loadResearchRecord();
  return { record, ...worksByYear(record) };
}

/** A year's page is described by its lead, as a blog listing page is: no two pages alike. */
export const listMetadata = (year?: number, count = 0) =>
  pageMetadata({
    title: researchListText.title(year),
    description:
      year === undefined ? researchListText.description : researchListText.yearLead(count, year),
    keywords: researchListText.keywords,
    path: year === undefined ? routes.allPublications : yearPath(year),
  });

function YearLinks({
  years,
  current,
}: {
  years: { year: number; count: number }[];
  current?: number;
}) {
  return (
    <nav aria-label={researchListText.yearsLabel}>
      <ul className="flex flex-wrap gap-2">
        {years.map(({ year, count }) => (
          <li key={year}>
            <Link
              href={yearPath(year)}
              aria-current={year === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center gap-2 rounded-pill border border-line-strong bg-surface-raised px-4 text-sm font-medium text-ink-soft hover:border-accent hover:text-accent aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-ink-inverse"
            >
              {year || researchListText.undated}{' '}
              <span className="text-xs">{researchListText.works(count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Every work in the server HTML; the finder searches, sorts and filters it in the browser. */
export async function ListIndex() {
  const { record, works, years } = await loadYears();
  const counts = await loadCitationCounts(record);
  const sortable = works.some((work) => metricsOf(work, counts)?.count);
  return (
    <>
      <JsonLd data={[pageBreadcrumbs(routes.allPublications, researchListText.title())]} />
      <PageHeader
        eyebrow={researchListText.eyebrow}
        title={researchListText.title()}
        lead={researchListText.lead(works.length, sortable)}
      />
      <Container className="py-10 sm:py-14">
        <YearLinks years={years} />
        <EveryWork
          works={works}
          years={years.map((y) => y.year)}
          counts={counts}
          sortable={sortable}
        />
        <p className="mt-8 text-sm">
          <Link href={routes.publications} className={linkClass}>
            {researchListText.back}
          </Link>
        </p>
      </Container>
    </>
  );
}

export async function YearPage({ year }: { year: number }) {
  const { record, works, years } = await loadYears();
  const shown = works.filter((w) => yearOf(w) === year);
  const counts = await loadCitationCounts(record);
  return (
    <>
      <JsonLd
        data={[
          ...researchJsonLd(shown, linkIndex(record), counts),
          pageBreadcrumbs(yearPath(year), researchListText.title(), researchListText.title(year)),
        ]}
      />
      <PageHeader
        eyebrow={researchListText.eyebrow}
        title={researchListText.title(year)}
        lead={researchListText.yearLead(shown.length, year)}
      />
      <Container className="py-10 sm:py-14">
        {/* The header's edge is the line above the first work. */}
        <WorkList works={shown} counts={counts} className="[&>li:first-child]:border-t-0" />
        <div className="mt-12 border-t border-line pt-8">
          <YearLinks years={years} current={year} />
          <p className="mt-8 text-sm">
            <Link href={routes.allPublications} className={linkClass}>
              {researchListText.toEveryWork}
            </Link>
          </p>
        </div>
      </Container>
    </>
  );
}
