import type { WebSiteLeaf, WithContext } from 'schema-dts';
import { site } from '@/content/site';
import { compact, ownerRef, SCHEMA_CONTEXT, toAbsoluteUrl } from './shared';

/** The home page's WebSite entity. */
export function webSiteJsonLd(
  input: { name?: string; description?: string; path?: string } = {},
): WithContext<WebSiteLeaf> {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    name: input.name ?? site.name,
    url: toAbsoluteUrl(input.path ?? '/'),
    description: input.description ?? site.description,
    inLanguage: 'en',
    author: ownerRef(),
  });
}
