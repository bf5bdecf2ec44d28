import { SitemapGroups } from '@/components/legal/sitemap-groups';
import { Container } from '@/components/ui/container';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { routes, sitemapGroups } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { sitemapPage } from '@/content/navigation';
import { JsonLd } from '@/components/seo/json-ld';
import { pageBreadcrumbs } from '@/lib/seo/json-ld';

export const metadata = pageMetadata({ ...sitemapPage, path: routes.sitemap });

export default function SitemapPage() {
  return (
    <>
      <JsonLd data={pageBreadcrumbs(routes.sitemap)} />
      <PageHeader eyebrow={sitemapPage.title} title={sitemapPage.title} lead={sitemapPage.lead}>
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
