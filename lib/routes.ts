/**
 * The one route registry. Navigation, the HTML sitemap page, sitemap.xml, robots.txt and the
 * language redirects are all derived from it.
 */
export const routes = {
  home: '/',
  about: '/about',
  research: '/research',
  phageTherapy: '/research/phage-therapy-advances',
  microbiomeGutHealth: '/research/microbiome-gut-health',
  publications: '/research#publications',
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

export type RoutePath = (typeof routes)[keyof typeof routes];

/** Language prefixes that redirect to the unprefixed site (spec §2, §9). */
export const LANGUAGE_PREFIXES = ['en', 'es', 'fr', 'de'] as const;
/** Pages reachable under a language prefix: /{lang}/{page} redirects to /{page}. */
export const LOCALISED_PAGES = [
  'about',
  'research',
  'books',
  'phages',
  'contact',
  'blogs',
  'terms',
  'privacy',
  'sitemap',
  'ui-demo',
] as const;

export type NavIcon = 'home' | 'research' | 'phage' | 'book' | 'blog' | 'person' | 'mail';
export type NavPriority = 'high' | 'medium' | 'low';

export interface NavSubItem {
  label: string;
  path: string;
}

export interface NavItem {
  label: string;
  path: string;
  icon: NavIcon;
  ariaLabel: string;
  priority: NavPriority;
  subItems?: readonly NavSubItem[];
}

export const navigation: readonly NavItem[] = [
  {
    label: 'Home',
    path: routes.home,
    icon: 'home',
    ariaLabel: 'Home page',
    priority: 'high',
  },
  {
    label: 'Research',
    path: routes.research,
    icon: 'research',
    ariaLabel: 'Research',
    priority: 'high',
    subItems: [
      { label: 'Phage Therapy', path: routes.phageTherapy },
      { label: 'Microbiome Research', path: routes.microbiomeGutHealth },
      { label: 'Publications', path: routes.publications },
    ],
  },
  {
    label: 'Phages',
    path: routes.phages,
    icon: 'phage',
    ariaLabel: 'Phages: about bacteriophages',
    priority: 'high',
    subItems: [
      { label: 'What Are Bacteriophages?', path: routes.whatArePhages },
      { label: 'Phage Categories', path: routes.phageCategories },
    ],
  },
  { label: 'Books', path: routes.books, icon: 'book', ariaLabel: 'Books', priority: 'medium' },
  {
    label: 'Blogs',
    path: routes.blogs,
    icon: 'blog',
    ariaLabel: 'Blogs: all articles',
    priority: 'medium',
    subItems: [{ label: 'Phages vs Antibiotics', path: routes.phageVsAntibiotics }],
  },
  {
    label: 'About Me',
    path: routes.about,
    icon: 'person',
    ariaLabel: 'About Me',
    priority: 'medium',
  },
  { label: 'Contact', path: routes.contact, icon: 'mail', ariaLabel: 'Contact', priority: 'low' },
];

/** Footer legal links (the newsletter link is added when a newsletter URL is configured). */
export const footerLinks: readonly NavSubItem[] = [
  { label: 'Terms of Service', path: routes.terms },
  { label: 'Privacy Policy', path: routes.privacy },
  { label: 'Sitemap', path: routes.sitemap },
];

export interface SitemapLink {
  path: string;
  label: string;
  description: string;
}

export interface SitemapGroup {
  title: string;
  links: readonly SitemapLink[];
}

/** The HTML sitemap (spec §2 Sitemap): groups, links and descriptions. */
export const sitemapGroups: readonly SitemapGroup[] = [
  {
    title: 'Main Pages',
    links: [
      {
        path: routes.home,
        label: 'Home',
        description: 'Welcome page with research areas, galleries and the newsletter.',
      },
      {
        path: routes.research,
        label: 'Research',
        description: 'Research articles, genome submissions, current projects and methods.',
      },
      {
        path: routes.phages,
        label: 'Phages',
        description: 'What bacteriophages are, how they work and the main phage categories.',
      },
      {
        path: routes.books,
        label: 'Books',
        description: 'The book, with an overview, an excerpt and where to buy it.',
      },
      {
        path: routes.blogs,
        label: 'Blogs',
        description: 'Articles on phages, antimicrobial resistance and the microbiome.',
      },
      {
        path: routes.about,
        label: 'About Me',
        description: 'Background, education, experience, publications and CV.',
      },
      {
        path: routes.contact,
        label: 'Contact',
        description: 'Write about collaborations, speaking engagements or media requests.',
      },
    ],
  },
  {
    title: 'Research Pages',
    links: [
      {
        path: routes.phageTherapy,
        label: 'Phage Therapy Advances',
        description: 'How phage therapy works today, from compassionate use to clinical trials.',
      },
      {
        path: routes.microbiomeGutHealth,
        label: 'Microbiome & Gut Health',
        description: 'Phages in the gut microbiome and what they mean for health.',
      },
      {
        path: routes.publications,
        label: 'Publications',
        description: 'Peer-reviewed articles and genome submissions, with citations.',
      },
    ],
  },
  {
    title: 'Phages Information',
    links: [
      {
        path: routes.whatArePhages,
        label: 'What Are Bacteriophages?',
        description: 'An introduction to the viruses that infect bacteria.',
      },
      {
        path: routes.phageCategories,
        label: 'Phage Categories',
        description:
          'Rhizobium radiobacter, therapeutic, environmental and human microbiome phages.',
      },
    ],
  },
  {
    title: 'Blog Articles',
    links: [
      {
        path: routes.phageVsAntibiotics,
        label: 'Phages vs Antibiotics',
        description: 'How phages and antibiotics differ, and where each one fits.',
      },
    ],
  },
  {
    title: 'Development & Demo',
    links: [
      {
        path: routes.uiDemo,
        label: 'UI Demo',
        description: 'A showcase of the interface components used on this site.',
      },
    ],
  },
  {
    title: 'Legal',
    links: [
      {
        path: routes.terms,
        label: 'Terms of Service',
        description: 'The terms for using this website and its content.',
      },
      {
        path: routes.privacy,
        label: 'Privacy Policy',
        description: 'What data is collected, how it is used and your rights.',
      },
      {
        path: routes.sitemap,
        label: 'Sitemap',
        description: 'Every page of this website in one list.',
      },
    ],
  },
];

/** Every pre-rendered page (no anchors), for sitemap.xml. Blog posts are added from the CMS. */
export const indexablePages: readonly string[] = Array.from(
  new Set(sitemapGroups.flatMap((group) => group.links.map((link) => link.path.split('#')[0]!))),
);

const LANGUAGE_PATH = new RegExp(
  `^/(?:${LANGUAGE_PREFIXES.join('|')})(?:/(${LOCALISED_PAGES.join('|')}))?/?$`,
);

/**
 * Where a language-prefixed URL redirects (spec §2): /en → /, /de/about → /about. Undefined for
 * every other path, which is routed normally (an unknown /en/x shows the not-found page).
 */
export function languageRedirectTarget(pathname: string): string | undefined {
  const match = LANGUAGE_PATH.exec(pathname);
  if (!match) return undefined;
  return match[1] ? `/${match[1]}` : '/';
}
