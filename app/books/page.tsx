import { PageHeader } from '@/components/ui/page-header';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Books',
  description: 'Books — Phages & Biomes.',
  path: '/books',
});

export default function Page() {
  return <PageHeader eyebrow="Books" title="Books" lead="This page is being written." />;
}
