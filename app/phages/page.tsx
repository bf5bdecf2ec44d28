import { PageHeader } from '@/components/ui/page-header';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Phages',
  description: 'Phages — Phages & Biomes.',
  path: '/phages',
});

export default function Page() {
  return <PageHeader eyebrow="Phages" title="Phages" lead="This page is being written." />;
}
