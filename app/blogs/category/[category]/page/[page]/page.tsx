import { termListingRoute } from '@/components/blog/term-listing';

/** /blogs/category/{slug}/page/{n}: rendered on first request, regenerated at most every 60 s. */
export const revalidate = 60;
export const dynamicParams = true;

const route = termListingRoute('category');
/** None ahead of time; the list (even empty) makes each page cached once rendered. */
export const generateStaticParams = async () => [];
export const generateMetadata = route.metadata;
export default route.Page;
