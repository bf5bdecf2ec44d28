import { defineQuery } from 'groq';

/**
 * The GROQ queries of the blog, defined once. Both sources run exactly this text: the
 * CMS over HTTP, the bundled dataset through groq-js. Their result types are generated from the
 * Studio's schema into ./sanity.types.ts by `npm run typegen` (Sanity TypeGen): never by hand.
 */

/** The fields of a post. Extra: asset ids and dimensions, so images get their size. */
const POST_PROJECTION = /* groq */ `{
  _id,
  _updatedAt,
  title,
  slug,
  publishedAt,
  excerpt,
  image {
    "altText": coalesce(alt, altText, asset->altText),
    "imageUrl": asset->url,
    caption,
    "assetId": asset._ref,
    "dimensions": asset->metadata.dimensions { width, height },
    crop,
    hotspot
  },
  body[] {
    ...,
    _type == "image" => {
      "imageUrl": asset->url,
      "altText": coalesce(alt, asset->altText),
      caption,
      "assetId": asset._ref,
      "dimensions": asset->metadata.dimensions { width, height },
      crop,
      hotspot
    },
    _type == "video" => {
      "videoUrl": coalesce(videoUrl, video.asset->url),
      caption
    }
  },
  author-> { _id, name, role-> { title } },
  category-> { _id, title, slug },
  tags[]-> { _id, title, slug }
}`;

/** Blog index: posts having a slug, newest first, at most 24. */
export const POSTS_LIMIT = 24;
export const POSTS_QUERY = defineQuery(
  `*[_type == "post" && defined(slug.current)] | order(publishedAt desc) [0...${POSTS_LIMIT}] ${POST_PROJECTION}`,
);

/** Article page: the one post whose slug equals $slug. */
export const POST_QUERY = defineQuery(
  `*[_type == "post" && slug.current == $slug][0] ${POST_PROJECTION}`,
);

/**
 * Every listed post as the few fields that route it: the known slugs (an unknown slug is answered
 * 404 without asking the CMS for it), the sitemap and the page counts. Newest first.
 */
export const POST_INDEX_QUERY = defineQuery(
  `*[_type == "post" && defined(slug.current)] | order(publishedAt desc) { "slug": slug.current, publishedAt, _updatedAt }`,
);

/** The RSS feed: the newest 50 posts, with their bodies for a full description. */
export const FEED_LIMIT = 50;
export const FEED_QUERY = defineQuery(
  `*[_type == "post" && defined(slug.current)] | order(publishedAt desc) [0...${FEED_LIMIT}] ${POST_PROJECTION}`,
);

/** An archive page: the posts from $start (inclusive) to $end (exclusive), newest first. */
export const POSTS_PAGE_QUERY = defineQuery(
  `*[_type == "post" && defined(slug.current)] | order(publishedAt desc) [$start...$end] ${POST_PROJECTION}`,
);

/**
 * The blog's categories and tags, with the slug, category and tags of every post: the known
 * terms (an unknown one is answered 404 without asking the CMS for it), their post counts and
 * the sitemap. Counted from the same dereferenced slugs the term pages filter on.
 */
export const TAXONOMY_QUERY = defineQuery(`{
  "categories": *[_type == "category" && defined(slug.current)] | order(title asc) { title, "slug": slug.current },
  "tags": *[_type == "tag" && defined(slug.current)] | order(title asc) { title, "slug": slug.current },
  "posts": *[_type == "post" && defined(slug.current)] { "slug": slug.current, "category": category->slug.current, "tags": tags[]->slug.current }
}`);

/** A category page: the posts of category $slug from $start to $end, newest first. */
export const CATEGORY_PAGE_QUERY = defineQuery(
  `*[_type == "post" && defined(slug.current) && category->slug.current == $slug] | order(publishedAt desc) [$start...$end] ${POST_PROJECTION}`,
);

/** A tag page: the posts carrying tag $slug from $start to $end, newest first. */
export const TAG_PAGE_QUERY = defineQuery(
  `*[_type == "post" && defined(slug.current) && $slug in tags[]->slug.current] | order(publishedAt desc) [$start...$end] ${POST_PROJECTION}`,
);

/** Blog search: at most this many results, one page of cards; text beyond 100 characters is cut. */
export const SEARCH_LIMIT = 24;
export const SEARCH_MAX_LENGTH = 100;
/**
 * The blog's one search rule, shared with the quick filter of the loaded posts (lib/blog/search.ts,
 * which a test holds to this query): a post matches when its title, excerpt, body text, author
 * name, category title or a tag title contains the text, trimmed and case-insensitive; title hits
 * come first, then the newest. No relevance score beyond that: the quick filter could not compute
 * one without the bodies, and the list would reorder itself when the server's answer replaced it.
 *
 * Matching is a substring test: `lower(field)` split on $needle (already trimmed and lower-cased)
 * has more than one piece exactly when the field contains it. Not `match`: Sanity's `match` finds
 * whole words and word prefixes only (no `*phage`, so "phage" would miss "bacteriophage"), while
 * groq-js also accepts infix wildcards, so the CMS and the bundled dataset would disagree;
 * lower() and string::split() are evaluated alike by both.
 */
const contains = (text: string) => `count(string::split(lower(${text}), $needle)) > 1`;
const IN_TITLE = contains('title');
// One template, not a joined list: Sanity TypeGen evaluates the query's text and reads no arrays.
const IN_OTHER_FIELDS = `${contains('excerpt')} || ${contains('pt::text(body)')} || ${contains('author->name')} || ${contains('category->title')} || count((tags[]->title)[${contains('@')}]) > 0`;

/** Posts having a slug that contain $needle in any searched field: title hits first, then newest. */
export const SEARCH_QUERY = defineQuery(
  `*[_type == "post" && defined(slug.current) && (${IN_TITLE} || ${IN_OTHER_FIELDS})] | score(${IN_TITLE}) | order(_score desc, publishedAt desc) [0...${SEARCH_LIMIT}] ${POST_PROJECTION}`,
);
