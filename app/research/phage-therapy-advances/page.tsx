import { longFormRoute } from '@/components/research/long-form-article';
import { phageTherapyAdvances as page } from '@/content/research-pages';
import { galleryImages } from '@/content/gallery';
import { routes } from '@/lib/routes';

const route = longFormRoute(page, routes.phageTherapy, galleryImages.cultureFlasks);
export const metadata = route.metadata;
export default route.Page;
