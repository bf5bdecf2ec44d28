import { sitemapGroups } from '@/lib/routes';
import { breadcrumbJsonLd, type BreadcrumbListJsonLd } from './json-ld';

const labels = new Map(sitemapGroups.flatMap((group) => group.links.map((l) => [l.path, l.label])));

/** From the route registry; `title` names the last step when the registry does not (an article). */
export function pageBreadcrumbs(path: string, title?: string): BreadcrumbListJsonLd {
  const segments = path.split('/').filter(Boolean);
  const trail = segments.map((_, index) => {
    const stepPath = `/${segments.slice(0, index + 1).join('/')}`;
    const isLast = index === segments.length - 1;
    return { path: stepPath, name: (isLast && title) || labels.get(stepPath) || segments[index]! };
  });
  return breadcrumbJsonLd(trail);
}
