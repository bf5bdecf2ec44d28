import { FIRST_YEAR } from '@/lib/research/csl';
import { UNDATED } from '@/lib/research/publications';
import { listMetadata, loadYears, YearPage } from '../_list';

type Props = { params: Promise<{ year: string }> };

/** Only the years the build knows, from the record's first to next year: any other is a plain 404. */
export const dynamicParams = false;

const yearOf = (segment: string) => (segment === UNDATED ? 0 : Number(segment));

export async function generateStaticParams() {
  const { years } = await loadYears();
  const known = years.map((y) => y.year).filter(Boolean);
  const last = new Date().getUTCFullYear() + 1;
  const first = Math.max(Math.min(...known, last), FIRST_YEAR);
  return [
    ...Array.from({ length: last - first + 1 }, (_, i) => ({ year: String(first + i) })),
    { year: UNDATED },
  ];
}

export async function generateMetadata({ params }: Props) {
  return listMetadata(yearOf((await params).year));
}

export default async function PublicationsYearPage({ params }: Props) {
  return <YearPage year={yearOf((await params).year)} />;
}
