import { PageHeader } from '@/components/ui/page-header';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Terms of Service',
  description: 'Terms of Service — Phages & Biomes.',
  path: '/terms',
});

export default function Page() {
  return <PageHeader eyebrow="Legal" title="Terms of Service" lead="This page is being written." />;
}
