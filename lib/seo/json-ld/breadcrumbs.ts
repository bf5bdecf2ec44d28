import type { BreadcrumbListLeaf, WithContext } from 'schema-dts';
import { SCHEMA_CONTEXT, toAbsoluteUrl } from './shared';

export type BreadcrumbListJsonLd = WithContext<BreadcrumbListLeaf>;

/** Home is prepended automatically: breadcrumbJsonLd([{ name: 'About Me', path: '/about' }]). */
export function breadcrumbJsonLd(
  trail: readonly { name: string; path: string }[],
): BreadcrumbListJsonLd {
  const items = trail[0]?.path === '/' ? trail : [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((entry, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      name: entry.name,
      item: toAbsoluteUrl(entry.path),
    })),
  };
}
