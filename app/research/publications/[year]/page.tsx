import { metadata as notFoundMetadata } from '@/app/not-found';
import { Missing } from '@/components/blog/missing';
import { cacheLife, cacheTag } from 'next/cache';
import { RESEARCH_LIFE, RESEARCH_TAG } from '@/lib/content/freshness';
import { UNDATED } from '@/lib/routes';
import { listMetadata, loadYears, YearPage } from '../_list';

type Props = { params: Promise<{ year: string }> };

const yearOf = (segment: string) => (segment === UNDATED ? 0 : Number(segment));

/**
 * The only years the page answers, kept with the research record: a year a refresh adds renders on
 * its first request; any other is a 404, one check per window however many are asked.
 */
async function yearPages() {
  'use cache';
  cacheTag(RESEARCH_TAG);
  cacheLife(RESEARCH_LIFE);
  const { years } = await loadYears();
  return years.map(({ year }) => ({ year: year ? String(year) : UNDATED }));
}

export const generateStaticParams = yearPages;

const isListed = async (year: string) => (await yearPages()).some((p) => p.year === year);

export async function generateMetadata({ params }: Props) {
  const { year } = await params;
  const listed =
    (await isListed(year)) && (await loadYears()).years.find((y) => y.year === yearOf(year));
  return listed ? listMetadata(listed.year, listed.count) : notFoundMetadata;
}

export default async function PublicationsYearPage({ params }: Props) {
  const { year } = await params;
  // notFound() outside Suspense would answer a bare error shell (components/blog/missing.tsx).
  if (!(await isListed(year))) return <Missing />;
  return <YearPage year={yearOf(year)} />;
}
