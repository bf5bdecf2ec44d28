import { termListingRoute } from '@/components/blog/term-listing';

/** /blogs/category/{slug}: every category's first page pre-rendered. */
export const dynamicParams = true;

const route = termListingRoute('category');
export const generateStaticParams = route.firstPages;
export const generateMetadata = route.metadata;
export default route.Page;
