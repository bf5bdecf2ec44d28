import type { PostCardData } from './card';

export interface BlogFilter {
  /** Free search text (trimmed here). */
  query: string;
  /** A category slug, or null for All. */
  category: string | null;
}

/**
 * The search rule: trimmed, case-insensitive substring match against title, excerpt text, author name,
 * category title and tag titles; the category filter matches the category slug.
 */
export function matchesSearch(post: PostCardData, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (!needle) return true;
  const haystack = [
    post.title,
    post.excerpt,
    post.author?.name,
    post.category?.title,
    ...post.tags.map((tag) => tag.title),
  ];
  return haystack.some((field) => field?.toLocaleLowerCase('en-US').includes(needle));
}

export function filterPosts(posts: readonly PostCardData[], filter: BlogFilter): PostCardData[] {
  return posts.filter(
    (post) =>
      (filter.category === null || post.category?.slug === filter.category) &&
      matchesSearch(post, filter.query),
  );
}

/** Chips: one per category found in the loaded posts, in order of first appearance. */
export function categoriesOf(
  posts: readonly PostCardData[],
): Array<{ slug: string; title: string }> {
  const seen = new Map<string, string>();
  for (const post of posts) {
    if (post.category && !seen.has(post.category.slug))
      seen.set(post.category.slug, post.category.title);
  }
  return Array.from(seen, ([slug, title]) => ({ slug, title }));
}

export type EmptyReason = 'category' | 'search' | 'none';

/** Which of the three empty texts (content/blog-text.ts) applies: category filter first, then search. */
export function emptyReason(filter: BlogFilter): EmptyReason {
  if (filter.category !== null) return 'category';
  if (filter.query.trim()) return 'search';
  return 'none';
}

/** Reads ?q= and ?category= from the URL. */
export function filterFromParams(params: { get(name: string): string | null }): BlogFilter {
  const category = params.get('category')?.trim();
  return { query: params.get('q') ?? '', category: category ? category : null };
}

/** The index URL for a filter: only non-empty values, so "All" with no search is plain /blogs. */
export function filterToSearch(filter: BlogFilter): string {
  const params = new URLSearchParams();
  if (filter.query.trim()) params.set('q', filter.query);
  if (filter.category) params.set('category', filter.category);
  const search = params.toString();
  return search ? `?${search}` : '';
}
