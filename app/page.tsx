import { PageHeader } from '@/components/ui/page-header';

export default function HomePage() {
  return (
    <PageHeader
      eyebrow="Phages & Biomes"
      title="Exploring the frontiers of science and health"
      lead="This page is being written."
    />
  );
}
