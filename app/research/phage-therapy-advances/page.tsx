import { LongFormArticle, longFormMetadata } from '@/components/research/long-form-article';
import { phageTherapyAdvances as page } from '@/content/research-pages';
import { galleryImages } from '@/content/gallery';
import { routes } from '@/lib/routes';

export const metadata = longFormMetadata(page, routes.phageTherapy, galleryImages.cultureFlasks);

export default function PhageTherapyAdvancesPage() {
  return <LongFormArticle page={page} path={routes.phageTherapy} />;
}
