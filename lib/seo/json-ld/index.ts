/**
 * The schema.org structured data the site publishes (rendered by components/seo/json-ld.tsx), one
 * builder per entity.
 */
export * from './blog-posting';
export * from './book';
export * from './breadcrumbs';
export * from './dataset';
export * from './person';
export * from './research';
export * from './scholarly-article';
export { headline, serializeJsonLd, toIsoDate, type JsonLdData } from './shared';
export * from './website';
