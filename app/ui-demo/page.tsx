import { PageHeader } from '@/components/ui/page-header';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'UI Demo',
  description: 'UI Demo — Phages & Biomes.',
  path: '/ui-demo',
});

export default function Page() {
  return <PageHeader eyebrow="Demo" title="UI Demo" lead="This page is being written." />;
}
