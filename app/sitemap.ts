import type { MetadataRoute } from 'next';
import { getPostIndex, getTaxonomy, pageCountOf } from '@/lib/content';
import { blogTargetOf, listingPath, termPath } from '@/lib/blog/paths';
import { absoluteUrl } from '@/lib/config';
import { indexablePages, routes, yearPath } from '@/lib/routes';
import { worksByYear } from '@/lib/research/publications';
import { loadResearchRecord } from '@/lib/research/record';

/** Every page and blog listing page, absolute; the posts are in app/blogs/sitemap.ts. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = new Map<string, MetadataRoute.Sitemap[number]>();
  const add = (path: string, changeFrequency: 'weekly' | 'monthly', priority: number) => {
    const url = absoluteUrl(path);
    entries.set(url, { url, changeFrequency, priority });
  };
  // Articles, the navigation's featured one included, are listed by app/blogs/sitemap.ts.
  for (const path of indexablePages.filter((page) => blogTargetOf(page)?.kind !== 'post'))
    add(path, path === '/' || path === '/blogs' ? 'weekly' : 'monthly', path === '/' ? 1 : 0.7);
  const [index, taxonomy] = await Promise.all([getPostIndex(), getTaxonomy()]);
  const listing = (path: string) => add(path, 'weekly', 0.5);
  for (let page = 2; page <= pageCountOf(index.length); page++) listing(listingPath(page));
  // The research record's full list: its index and a page for each year that has works.
  listing(routes.allPublications);
  for (const { year } of worksByYear(await loadResearchRecord()).years) listing(yearPath(year));
  for (const kind of ['category', 'tag'] as const)
    for (const term of kind === 'category' ? taxonomy.categories : taxonomy.tags)
      for (let page = 1; page <= pageCountOf(term.posts.length); page++)
        listing(termPath(kind, term.slug, page));
  return [...entries.values()];
}
