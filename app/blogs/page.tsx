import { PageHeader } from '@/components/ui/page-header';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Blogs',
  description: 'Blogs — Phages & Biomes.',
  path: '/blogs',
});

export default function Page() {
  return <PageHeader eyebrow="Blog" title="Blogs" lead="This page is being written." />;
}
