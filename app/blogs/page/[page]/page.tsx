import { listingRoute } from '@/app/blogs/_listing/listing-route';
import { getPostIndex, pageCountOf } from '@/lib/content';

/** Archive pages /blogs/page/2 …: pre-rendered (the first ten), the others on demand. */
export async function generateStaticParams() {
  const last = Math.min(pageCountOf((await getPostIndex()).length), 10);
  const pages = Array.from({ length: Math.max(0, last - 1) }, (_, i) => ({ page: String(i + 2) }));
  // Cache Components refuses an empty list. "1" stands in: it is no page (the listing is), so it
  // renders not-found and proxy.ts answers it with the 404.
  return pages.length ? pages : [{ page: '1' }];
}

const route = listingRoute('archive');
export const generateMetadata = route.metadata;
export default route.Page;
