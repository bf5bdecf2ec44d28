import { listingRoute } from '@/app/blogs/_listing/listing-route';

const route = listingRoute('category');
/** None ahead of time but a placeholder (app/blogs/page/[page]); each is cached once rendered. */
export const generateStaticParams = async () => [{ category: '-', page: '1' }];
export const generateMetadata = route.metadata;
export default route.Page;
