import { listingRoute } from '@/app/blogs/_listing/listing-route';

const route = listingRoute('tag');
export const generateStaticParams = route.firstPages;
export const generateMetadata = route.metadata;
export default route.Page;
