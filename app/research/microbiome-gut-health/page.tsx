import { LongFormArticle, longFormMetadata } from '@/components/research/long-form-article';
import { microbiomeGutHealth as page } from '@/content/research-pages';
import { galleryImages } from '@/content/gallery';
import { routes } from '@/lib/routes';

export const metadata = longFormMetadata(
  page,
  routes.microbiomeGutHealth,
  galleryImages.fluorescence,
);

export default function MicrobiomeGutHealthPage() {
  return <LongFormArticle page={page} path={routes.microbiomeGutHealth} />;
}
