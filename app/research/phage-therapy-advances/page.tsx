import { PageHeader } from '@/components/ui/page-header';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Phage Therapy Advances',
  description: 'Phage Therapy Advances — Phages & Biomes.',
  path: '/research/phage-therapy-advances',
});

export default function Page() {
  return (
    <PageHeader
      eyebrow="Research"
      title="Phage Therapy Advances"
      lead="This page is being written."
    />
  );
}
