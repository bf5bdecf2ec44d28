import { PageHeader } from '@/components/ui/page-header';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Sitemap',
  description: 'Sitemap — Phages & Biomes.',
  path: '/sitemap',
});

export default function Page() {
  return <PageHeader eyebrow="Sitemap" title="Sitemap" lead="This page is being written." />;
}
