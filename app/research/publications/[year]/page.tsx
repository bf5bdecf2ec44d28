import { UNDATED } from '@/lib/research/publications';
import { listMetadata, loadYears, YearPage } from '../_list';

type Props = { params: Promise<{ year: string }> };

/** Only the years the build knows (below): any other is a plain 404. */
export const dynamicParams = false;

/** Where the run of year pages starts at the earliest. */
const RANGE_START = 1900;

const yearOf = (segment: string) => (segment === UNDATED ? 0 : Number(segment));

export async function generateStaticParams() {
  const { years } = await loadYears();
  const known = years.map((y) => y.year).filter(Boolean);
  const last = new Date().getUTCFullYear() + 1;
  // Every year from the first to next year, so a work a refresh adds finds its page; years before
  // RANGE_START only where a work has them.
  const first = Math.max(Math.min(...known, last), RANGE_START);
  const pages = new Set([
    ...known,
    ...Array.from({ length: last - first + 1 }, (_, i) => first + i),
  ]);
  return [...[...pages].map((year) => ({ year: String(year) })), { year: UNDATED }];
}

export async function generateMetadata({ params }: Props) {
  return listMetadata(yearOf((await params).year));
}

export default async function PublicationsYearPage({ params }: Props) {
  return <YearPage year={yearOf((await params).year)} />;
}
