import { PageHeader } from '@/components/ui/page-header';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Microbiome & Gut Health',
  description: 'Microbiome & Gut Health — Phages & Biomes.',
  path: '/research/microbiome-gut-health',
});

export default function Page() {
  return (
    <PageHeader
      eyebrow="Research"
      title="Microbiome & Gut Health"
      lead="This page is being written."
    />
  );
}
