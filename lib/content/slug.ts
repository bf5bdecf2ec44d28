/** Sanity's default slug maximum. */
export const MAX_SLUG_LENGTH = 96;
const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?$/i;

/** Route slugs are checked before any query: a slug that can never name a post is not found. */
export function isValidSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && slug.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(slug);
}
