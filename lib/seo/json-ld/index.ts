/**
 * The schema.org structured data the site publishes (rendered by components/seo/json-ld.tsx), one
 * module per entity. URLs may be given as site paths; they come out absolute.
 */
import type { Thing, WithContext } from 'schema-dts';

export { blogPostingJsonLd } from './blog-posting';
export { bookFormat, bookJsonLd } from './book';
export { breadcrumbJsonLd, type BreadcrumbListJsonLd } from './breadcrumbs';
export { datasetJsonLd } from './dataset';
export { ownerPersonJsonLd, personJsonLd } from './person';
export {
  scholarlyArticleJsonLd,
  splitAuthors,
  type ScholarlyArticleJsonLd,
} from './scholarly-article';
export { headline, toIsoDate } from './shared';
export { webSiteJsonLd } from './website';

export type JsonLdData = WithContext<Exclude<Thing, string>>;

/**
 * JSON for inside a <script> element. `<` is escaped so a CMS title containing `</script>` or
 * `<!--` cannot end the element; `>` and `&` for good measure; U+2028/U+2029 because older
 * parsers treat them as line breaks. The result is still valid JSON with the same value.
 */
export function serializeJsonLd(data: JsonLdData | readonly JsonLdData[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
