import { atLeastOne, listingRoute } from '@/app/blogs/_listing/listing-route';

const route = listingRoute('category');
/** None ahead of time; the list (even empty) makes each page cached once rendered. */
export const generateStaticParams = async () => atLeastOne([], { category: '-', page: '1' });
export const generateMetadata = route.metadata;
export default route.Page;
