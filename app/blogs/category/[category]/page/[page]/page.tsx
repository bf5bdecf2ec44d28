import { termListingRoute } from '@/app/blogs/_listing/term-route';

export const dynamicParams = true;

const route = termListingRoute('category');
/** None ahead of time; the list (even empty) makes each page cached once rendered. */
export const generateStaticParams = async () => [];
export const generateMetadata = route.metadata;
export default route.Page;
