import { PageHeader } from '@/components/ui/page-header';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Research',
  description: 'Research — Phages & Biomes.',
  path: '/research',
});

export default function Page() {
  return <PageHeader eyebrow="Research" title="Research" lead="This page is being written." />;
}
