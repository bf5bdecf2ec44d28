import { PageHeader } from '@/components/ui/page-header';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Contact',
  description: 'Contact — Phages & Biomes.',
  path: '/contact',
});

export default function Page() {
  return <PageHeader eyebrow="Contact" title="Contact" lead="This page is being written." />;
}
