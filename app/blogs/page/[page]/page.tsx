import { atLeastOne, listingRoute } from '@/app/blogs/_listing/listing-route';
import { getPostIndex, pageCountOf } from '@/lib/content';

/** Archive pages /blogs/page/2 …: pre-rendered (the first ten), the others on demand. */
export async function generateStaticParams() {
  const last = Math.min(pageCountOf((await getPostIndex()).length), 10);
  const pages = Array.from({ length: Math.max(0, last - 1) }, (_, i) => ({ page: String(i + 2) }));
  return atLeastOne(pages, { page: '1' });
}

const route = listingRoute('archive');
export const generateMetadata = route.metadata;
export default route.Page;
