import { longFormRoute } from '@/components/research/long-form-article';
import { microbiomeGutHealth as page } from '@/content/research-pages';
import { galleryImages } from '@/content/gallery';
import { routes } from '@/lib/routes';

const route = longFormRoute(page, routes.microbiomeGutHealth, galleryImages.fluorescence);
export const metadata = route.metadata;
export default route.Page;
