/** The site's schema.org structured data, one builder per entity (components/seo/json-ld.tsx). */
export * from './blog-posting';
export * from './book';
export * from './breadcrumbs';
export * from './dataset';
export * from './person';
export * from './research';
export * from './scholarly-article';
export { headline, serializeJsonLd, toIsoDate, type JsonLdData } from './shared';
export * from './website';
