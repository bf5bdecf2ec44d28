import { defineQuery } from 'groq';

/** The blog's GROQ, run by both sources; result types come from `npm run typegen`. */

/** Newest first; a post without a publish date by when it was last edited, not above them all. */
const NEWEST = 'coalesce(publishedAt, _updatedAt) desc';

/** Asset ids and dimensions give images their size. */
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

export const POST_QUERY = defineQuery(
  `*[_type == "post" && slug.current == $slug][0] ${POST_PROJECTION}`,
);

export const POST_INDEX_QUERY = defineQuery(
  `*[_type == "post" && defined(slug.current)] | order(${NEWEST}) { "slug": slug.current, publishedAt, _updatedAt }`,
);

/**
 * The posts of one page, named by slug: pages are cut from the index (or a term's posts) after the
 * site's slug rule, so a post it refuses takes no place on a page and pushes none off the last.
 */
export const POSTS_PAGE_QUERY = defineQuery(
  `*[_type == "post" && slug.current in $slugs] | order(${NEWEST}) ${POST_PROJECTION}`,
);

/** Each term's posts, newest first, by their dereferenced slugs. */
export const TAXONOMY_QUERY = defineQuery(`{
  "categories": *[_type == "category" && defined(slug.current)] | order(title asc) { title, "slug": slug.current },
  "tags": *[_type == "tag" && defined(slug.current)] | order(title asc) { title, "slug": slug.current },
  "posts": *[_type == "post" && defined(slug.current)] | order(${NEWEST}) { "slug": slug.current, "category": category->slug.current, "tags": tags[]->slug.current }
}`);

export const SEARCH_LIMIT = 24;
export const SEARCH_MAX_LENGTH = 100;
/** The one search rule, also the quick filter's (lib/blog/search.ts): a substring test by splitting
 * on $needle, as `match` finds word prefixes only and groq-js evaluates it differently. */
const contains = (text: string) => `count(string::split(lower(${text}), $needle)) > 1`;
const IN_TITLE = contains('title');
// One template, not a joined list: Sanity TypeGen evaluates the query's text and reads no arrays.
const IN_OTHER_FIELDS = `${contains('excerpt')} || ${contains('pt::text(body)')} || ${contains('author->name')} || ${contains('category->title')} || count((tags[]->title)[${contains('@')}]) > 0`;

export const SEARCH_QUERY = defineQuery(
  `*[_type == "post" && defined(slug.current) && (${IN_TITLE} || ${IN_OTHER_FIELDS})] | score(${IN_TITLE}) | order(_score desc, ${NEWEST}) [0...${SEARCH_LIMIT}] ${POST_PROJECTION}`,
);

/**
 * Each post's citation marks and the marks its text carries, newest post first: the research page
 * lists the posts citing each work. Only posts with a citation mark, and no more of them than that.
 */
export const POST_CITATIONS_QUERY = defineQuery(
  `*[_type == "post" && defined(slug.current) && "citation" in body[_type == "block"].markDefs[]._type] | order(${NEWEST}) { "slug": slug.current, title, "blocks": body[_type == "block"] { "citations": markDefs[_type == "citation"] { _key, key, doi }, "marks": children[].marks[] } }`,
);
