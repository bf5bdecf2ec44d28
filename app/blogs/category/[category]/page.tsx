import { termListingRoute } from '@/app/blogs/_listing/term-route';

export const dynamicParams = true;

const route = termListingRoute('category');
export const generateStaticParams = route.firstPages;
export const generateMetadata = route.metadata;
export default route.Page;
