import { listingRoute } from '@/app/blogs/_listing/listing-route';

export const dynamicParams = true;

const route = listingRoute('category');
export const generateStaticParams = route.firstPages;
export const generateMetadata = route.metadata;
export default route.Page;
