import { termListingRoute } from '@/components/blog/term-listing';

/** /blogs/tag/{slug}: every tag's first page pre-rendered. */
export const dynamicParams = true;

const route = termListingRoute('tag');
export const generateStaticParams = route.firstPages;
export const generateMetadata = route.metadata;
export default route.Page;
