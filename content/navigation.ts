/**
 * The words of the site's navigation and of the HTML sitemap. Each entry names its page
 * by route name; lib/routes.ts holds the paths and checks every name here against them.
 */

export const navigation = [
  { route: 'home', label: 'Home', icon: 'home', ariaLabel: 'Home page', priority: 'high' },
  {
    route: 'research',
    label: 'Research',
    icon: 'research',
    ariaLabel: 'Research',
    priority: 'high',
    subItems: [
      { route: 'phageTherapy', label: 'Phage Therapy' },
      { route: 'microbiomeGutHealth', label: 'Microbiome Research' },
      { route: 'publications', label: 'Publications' },
    ],
  },
  {
    route: 'phages',
    label: 'Phages',
    icon: 'phage',
    ariaLabel: 'Phages: about bacteriophages',
    priority: 'high',
    subItems: [
      { route: 'whatArePhages', label: 'What Are Bacteriophages?' },
      { route: 'phageCategories', label: 'Phage Categories' },
    ],
  },
  { route: 'books', label: 'Books', icon: 'book', ariaLabel: 'Books', priority: 'medium' },
  {
    route: 'blogs',
    label: 'Blogs',
    icon: 'blog',
    ariaLabel: 'Blogs: all articles',
    priority: 'medium',
    subItems: [{ route: 'phageVsAntibiotics', label: 'Phages vs Antibiotics' }],
  },
  { route: 'about', label: 'About Me', icon: 'person', ariaLabel: 'About Me', priority: 'medium' },
  { route: 'contact', label: 'Contact', icon: 'mail', ariaLabel: 'Contact', priority: 'low' },
] as const;

/** Footer legal links; the newsletter's link follows them (its page, else an e-mail). */
export const footerLinks = [
  { route: 'terms', label: 'Terms of Service' },
  { route: 'privacy', label: 'Privacy Policy' },
  { route: 'sitemap', label: 'Sitemap' },
] as const;

/** The HTML sitemap (/sitemap): groups, links and descriptions. */
export const sitemapGroups = [
  {
    title: 'Main Pages',
    links: [
      {
        route: 'home',
        label: 'Home',
        description: 'Welcome page with research areas, galleries and the newsletter.',
      },
      {
        route: 'research',
        label: 'Research',
        description: 'Research articles, genome submissions, current projects and methods.',
      },
      {
        route: 'phages',
        label: 'Phages',
        description: 'What bacteriophages are, how they work and the main phage categories.',
      },
      {
        route: 'books',
        label: 'Books',
        description: 'The book, with an overview, an excerpt and where to buy it.',
      },
      {
        route: 'blogs',
        label: 'Blogs',
        description: 'Articles on phages, antimicrobial resistance and the microbiome.',
      },
      {
        route: 'about',
        label: 'About Me',
        description: 'Background, education, experience, publications and CV.',
      },
      {
        route: 'contact',
        label: 'Contact',
        description: 'Write about collaborations, speaking engagements or media requests.',
      },
    ],
  },
  {
    title: 'Research Pages',
    links: [
      {
        route: 'phageTherapy',
        label: 'Phage Therapy Advances',
        description: 'How phage therapy works today, from compassionate use to clinical trials.',
      },
      {
        route: 'microbiomeGutHealth',
        label: 'Microbiome & Gut Health',
        description: 'Phages in the gut microbiome and what they mean for health.',
      },
      {
        route: 'publications',
        label: 'Publications',
        description: 'Research articles and genome submissions, with citations.',
      },
    ],
  },
  {
    title: 'Phages Information',
    links: [
      {
        route: 'whatArePhages',
        label: 'What Are Bacteriophages?',
        description: 'An introduction to the viruses that infect bacteria.',
      },
      {
        route: 'phageCategories',
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
        route: 'phageVsAntibiotics',
        label: 'Phages vs Antibiotics',
        description: 'How phages and antibiotics differ, and where each one fits.',
      },
    ],
  },
  {
    title: 'Development & Demo',
    links: [
      {
        route: 'uiDemo',
        label: 'UI Demo',
        description: 'A showcase of the interface components used on this site.',
      },
    ],
  },
  {
    title: 'Legal',
    links: [
      {
        route: 'terms',
        label: 'Terms of Service',
        description: 'The terms for using this website and its content.',
      },
      {
        route: 'privacy',
        label: 'Privacy Policy',
        description: 'What data is collected, how it is used and your rights.',
      },
      {
        route: 'sitemap',
        label: 'Sitemap',
        description: 'Every page of this website in one list.',
      },
    ],
  },
] as const;

/** The HTML sitemap page's own words. */
export const sitemapPage = {
  title: 'Sitemap',
  description:
    'Every page of Phages & Biomes in one list: research, phage education, the book, blog articles, contact and legal pages.',
  keywords: ['sitemap', 'site map', 'pages', 'bacteriophage research', 'Phages & Biomes'],
  lead: 'Every page of this website, grouped by topic, with a line on what you will find there.',
} as const;
