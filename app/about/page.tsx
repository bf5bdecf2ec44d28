import { PageHeader } from '@/components/ui/page-header';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'About Me',
  description: 'About Me — Phages & Biomes.',
  path: '/about',
});

export default function Page() {
  return <PageHeader eyebrow="About" title="About Me" lead="This page is being written." />;
}
