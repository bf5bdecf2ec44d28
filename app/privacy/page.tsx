import { LegalPage } from '@/components/legal/legal-page';
import { privacy } from '@/content/legal';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { pageBreadcrumbs } from '@/lib/seo/breadcrumbs';

// "Last updated" is today's date: pre-rendered, then regenerated once a day.
export const revalidate = 86400;

export const metadata = pageMetadata({
  title: privacy.title,
  description: privacy.description,
  keywords: privacy.keywords,
  path: routes.privacy,
});

export default function Page() {
  return (
    <>
      <JsonLd data={pageBreadcrumbs(routes.privacy)} />
      <LegalPage document={privacy} />
    </>
  );
}
