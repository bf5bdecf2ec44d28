import { PageHeader } from '@/components/ui/page-header';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Privacy Policy',
  description: 'Privacy Policy — Phages & Biomes.',
  path: '/privacy',
});

export default function Page() {
  return <PageHeader eyebrow="Legal" title="Privacy Policy" lead="This page is being written." />;
}
