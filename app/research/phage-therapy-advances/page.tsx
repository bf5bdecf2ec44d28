import { LongFormArticle } from '@/components/research/long-form-article';
import { phageTherapyAdvances as page } from '@/content/research-pages';
import { galleryImages } from '@/content/gallery';
import { routes } from '@/lib/routes';
import { socialImage } from '@/lib/seo/social-image';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { pageBreadcrumbs } from '@/lib/seo/breadcrumbs';
import { longFormJsonLd, scholarCitationTags } from '@/lib/seo/json-ld';

export const metadata = {
  ...pageMetadata({
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    path: routes.phageTherapy,
    image: socialImage(galleryImages.cultureFlasks),
    type: 'article',
  }),
  other: scholarCitationTags(page, routes.phageTherapy),
};

export default function PhageTherapyAdvancesPage() {
  return (
    <>
      <JsonLd
        data={[longFormJsonLd(page, routes.phageTherapy), pageBreadcrumbs(routes.phageTherapy)]}
      />
      <LongFormArticle page={page} path={routes.phageTherapy} />
    </>
  );
}
