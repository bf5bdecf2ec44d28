import type { PostCardData } from './card';

export interface BlogFilter {
  /** Free search text (trimmed here). */
  query: string;
  /** A category slug, or null for All. */
  category: string | null;
}

/**
 * The server's search reads every body (SEARCH_QUERY); the quick filter of the loaded cards has
 * none, so until the server answers it shows a subset of the answer, in the answer's order.
 */
export type SearchablePost = PostCardData & { bodyText?: string };

const lower = (text: string) => text.toLocaleLowerCase('en-US');
const contains = (field: string | null | undefined, needle: string) =>
  field != null && lower(field).includes(needle);

/** The blog's one search rule: the trimmed text, in any case, anywhere in these fields. */
export function matchesSearch(post: SearchablePost, query: string): boolean {
  const needle = lower(query.trim());
  if (!needle) return true;
  const fields = [
    post.title,
    post.excerpt,
    post.bodyText,
    post.author?.name,
    post.category?.title,
    ...post.tags.map((tag) => tag.title),
  ];
  return fields.some((field) => contains(field, needle));
}

/**
 * Title hits first, then the rest, each in the given (newest-first) order: nothing else ranks, so
 * the server's answer keeps the order of the posts the quick filter already showed.
 */
export function filterPosts(posts: readonly PostCardData[], filter: BlogFilter): PostCardData[] {
  const matching = posts.filter(
    (post) =>
      (filter.category === null || post.category?.slug === filter.category) &&
      matchesSearch(post, filter.query),
  );
  const needle = lower(filter.query.trim()); // every title holds '': then the order stays
  const inTitle = (post: PostCardData) => contains(post.title, needle);
  return [...matching.filter(inTitle), ...matching.filter((post) => !inTitle(post))];
}

/** Chips: one per category found in the loaded posts, in order of first appearance. */
export function categoriesOf(posts: readonly PostCardData[]) {
  const seen = new Map<string, string>();
  for (const post of posts) {
    if (post.category && !seen.has(post.category.slug))
      seen.set(post.category.slug, post.category.title);
  }
  return Array.from(seen, ([slug, title]) => ({ slug, title }));
}

/** Which of the three empty texts (content/blog-text.ts) applies: category filter first, then search. */
export function emptyReason(filter: BlogFilter): 'category' | 'search' | 'none' {
  if (filter.category !== null) return 'category';
  if (filter.query.trim()) return 'search';
  return 'none';
}

export function filterFromParams(params: { get(name: string): string | null }): BlogFilter {
  return { query: params.get('q') ?? '', category: params.get('category')?.trim() || null };
}

/** The index URL for a filter: only non-empty values, so "All" with no search is plain /blogs. */
export function filterToSearch(filter: BlogFilter): string {
  const params = new URLSearchParams();
  if (filter.query.trim()) params.set('q', filter.query);
  if (filter.category) params.set('category', filter.category);
  const search = params.toString();
  return search ? `?${search}` : '';
}
