import type { WebSiteLeaf, WithContext } from 'schema-dts';
import { site } from '@/content/site';
import { defined, ownerRef, SCHEMA_CONTEXT, toAbsoluteUrl } from './shared';

export function webSiteJsonLd({
  name = site.name,
}: { name?: string } = {}): WithContext<WebSiteLeaf> {
  return defined({
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    name,
    url: toAbsoluteUrl('/'),
    description: site.description,
    inLanguage: 'en',
    author: ownerRef(),
  });
}
