import { SitemapGroups } from '@/components/legal/sitemap-groups';
import { Container } from '@/components/ui/container';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { routes, sitemapGroups } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { pageBreadcrumbs } from '@/lib/seo/breadcrumbs';

export const metadata = pageMetadata({
  title: 'Sitemap',
  description:
    'Every page of Phages & Biomes in one list: research, phage education, the book, blog articles, contact and legal pages.',
  keywords: ['sitemap', 'site map', 'pages', 'bacteriophage research', 'Phages & Biomes'],
  path: routes.sitemap,
});

export default function SitemapPage() {
  return (
    <>
      <JsonLd data={pageBreadcrumbs(routes.sitemap)} />
      <PageHeader
        eyebrow="Sitemap"
        title="Sitemap"
        lead="Every page of this website, grouped by topic, with a line on what you will find there."
      >
        <div className="mt-6">
          <GoBackButton />
        </div>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <SitemapGroups groups={sitemapGroups} />
        <div className="mt-12 border-t border-line pt-8">
          <GoBackButton />
        </div>
      </Container>
    </>
  );
}
