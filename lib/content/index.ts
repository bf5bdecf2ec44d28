/**
 * TEMPORARY STUB from feat/quality — drop this file when the blog branch (the real lib/content)
 * is merged. It only provides the `getPosts()` signature that app/sitemap.ts codes against.
 */
export interface PostSitemapEntry {
  slug: string;
  publishedAt?: string;
  updatedAt?: string;
}

export async function getPosts(): Promise<PostSitemapEntry[]> {
  return [];
}
