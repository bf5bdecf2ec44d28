import * as words from '@/content/navigation';

/** The one route registry: navigation, sitemaps, robots.txt and redirects derive from it. */
export const routes = {
  home: '/',
  about: '/about',
  research: '/research',
  phageTherapy: '/research/phage-therapy-advances',
  microbiomeGutHealth: '/research/microbiome-gut-health',
  publications: '/research#publications',
  allPublications: '/research/publications',
  books: '/books',
  phages: '/phages',
  whatArePhages: '/phages#what-are-bacteriophages',
  phageCategories: '/phages#phage-categories',
  blogs: '/blogs',
  phageVsAntibiotics: '/blogs/phage-vs-antibiotics',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  sitemap: '/sitemap',
  uiDemo: '/ui-demo',
} as const;

export const LANGUAGE_PREFIXES = ['en', 'es', 'fr', 'de'] as const;
/** The top-level pages: /{lang}/{page} redirects to /{page}. */
export const LOCALISED_PAGES = Object.values(routes).flatMap((path) =>
  /^\/[\w-]+$/.test(path) ? [path.slice(1)] : [],
);

type RouteName = keyof typeof routes;
export type NavIcon = 'home' | 'research' | 'phage' | 'book' | 'blog' | 'person' | 'mail';

export interface NavSubItem {
  label: string;
  path: string;
}

export interface NavItem extends NavSubItem {
  icon: NavIcon;
  ariaLabel: string;
  priority: 'high' | 'medium' | 'low';
  subItems?: readonly NavSubItem[];
}

type SitemapLink = NavSubItem & { description: string };

export interface SitemapGroup {
  title: string;
  links: readonly SitemapLink[];
}

/** content/ names pages by route name; this is where a name becomes a path (and is type-checked). */
type Named<T> = Omit<T, 'path' | 'subItems'> & { route: RouteName };
function withPath<T extends { route: RouteName }>({ route, ...rest }: T) {
  return { ...rest, path: routes[route] };
}

const navigationWords: readonly (Named<NavItem> & { subItems?: readonly Named<NavSubItem>[] })[] =
  words.navigation;
const sitemapWords: readonly { title: string; links: readonly Named<SitemapLink>[] }[] =
  words.sitemapGroups;

export const navigation: readonly NavItem[] = navigationWords.map(({ subItems, ...item }) => ({
  ...withPath(item),
  ...(subItems ? { subItems: subItems.map(withPath) } : {}),
}));

export const footerLinks: readonly NavSubItem[] = words.footerLinks.map(withPath);

/** The footer's list of every page: where the header's menu takes a browser that runs no script. */
export const FOOTER_PAGES_ID = 'site-pages';

export const sitemapGroups: readonly SitemapGroup[] = sitemapWords.map((group) => ({
  title: group.title,
  links: group.links.map(withPath),
}));

/** Every pre-rendered page (no anchors), for sitemap.xml. Blog posts are added from the CMS. */
export const indexablePages: readonly string[] = Array.from(
  new Set(sitemapGroups.flatMap((group) => group.links.map((link) => link.path.split('#')[0]!))),
);

const LANGUAGE_PATH = new RegExp(
  `^/(?:${LANGUAGE_PREFIXES.join('|')})(?:/(${LOCALISED_PAGES.join('|')}))?/?$`,
);

/** Where a language-prefixed URL redirects (/en → /, /de/about → /about), else undefined. */
export function languageRedirectTarget(pathname: string): string | undefined {
  const match = LANGUAGE_PATH.exec(pathname);
  return match ? `/${match[1] ?? ''}` : undefined;
}

/** The full list has a page a year: `/research/publications/2024`; works with no year, `undated`. */
export const UNDATED = 'undated';
export const yearPath = (year: number) => `${routes.allPublications}/${year || UNDATED}`;
