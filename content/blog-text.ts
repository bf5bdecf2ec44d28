import { site } from './site';

const blogTitle = `${site.name} Blog`;

/**
 * Every word of the blog a visitor reads. The texts docs/product.md quotes (index, article, error
 * and empty states) are kept to the letter; the rest are ours.
 */
export const blogText = {
  /** The section's name: eyebrow of its pages, and the title of a blog page with nothing loaded. */
  section: 'Blog',
  /** A post the CMS left without a title. */
  untitled: 'Untitled',
  /** The index page (/blogs). */
  index: {
    title: 'Blogs',
    description:
      'Articles on bacteriophages, phage therapy, the gut microbiome and antimicrobial resistance.',
    keywords: ['bacteriophage', 'phage therapy', 'microbiome', 'antimicrobial resistance', 'blog'],
    heading: blogTitle,
    lead: 'Notes on bacteriophages, the microbiome and antimicrobial resistance, for curious readers and working scientists.',
  },
  /** The index's render-crash fallback. */
  indexCrash: {
    title: 'Something went wrong',
    text: "We're having trouble loading the blogs page",
    refresh: 'Refresh Page',
  },
  /** The index's search box and category chips. */
  search: {
    label: 'Search articles',
    button: 'Search',
    categories: 'Filter by category',
    all: 'All',
    /** Announced as the list changes, as the publication finder announces its count. */
    shown: (count: number) => `${count} ${count === 1 ? 'article' : 'articles'} shown.`,
  },
  loadingArticles: 'Loading articles…',
  /** When the list cannot be loaded. */
  listError: {
    title: "We couldn't load the articles",
    text: 'Please check your connection and try again in a moment.',
    retry: 'Retry',
  },
  /** The message of a failed list request that came without one of its own. */
  serviceAnswered: (status: number) => `The blog service answered with HTTP ${status}.`,
  /** The three empty states of the list, by which filter is active. */
  empty: {
    category: {
      title: 'No articles yet',
      text: "We haven't published anything in this category yet.",
    },
    search: {
      title: 'No articles yet',
      text: 'No results match your search. Try a different phrase or broaden your filters.',
    },
    none: {
      title: 'No articles yet',
      text: 'Published articles will appear here as soon as they go live.',
    },
  },
  /** A card's call to action, and what it says from the click until the article is on screen. */
  readArticle: 'Read article',
  loadingArticle: 'Loading article…',
  /** The article page (/blogs/{slug}). */
  backToPosts: '← Back to posts',
  byline: (name: string, role?: string | null) => (role ? `By ${name} · ${role}` : `By ${name}`),
  readingTime: (minutes: number) => `${minutes} min read`,
  contents: 'In this article',
  noContent: 'No content yet.',
  /** A cited passage's marker ("[1]") and the reference list at the article's end. */
  citation: (n: number) => `Reference ${n}`,
  references: 'References',
  backToCitation: (n: number) => `Back to citation ${n} in the text`,
  /** A cited work of the owner's record with no DOI or address: its entry in the full list. */
  inTheRecord: 'In the publication list',
  terms: 'Category and tags',
  video: 'Video',
  articleDescription: (title: string) => `${title}, on the ${site.name} blog.`,
  shareImageAlt: `${site.name} blog article`,
  share: {
    lead: 'Share this article:',
    facebook: 'Share on Facebook',
    twitter: 'Share on Twitter',
    linkedin: 'Share on LinkedIn',
    whatsapp: 'Share on WhatsApp',
  },
  articleError: {
    title: 'Unable to load article',
    fallback: 'Please check your connection and try again.',
    retry: 'Try again',
  },
  articleMissing: {
    title: 'Article not found',
    text: 'Return to the blog index to explore more posts.',
  },
  /** A card's date line when the post has no publish date but was edited: "Updated Oct 28, 2026". */
  updated: 'Updated',
  /** …and when it has neither date. */
  undated: 'Undated',
  /** Listing pages. */
  pagination: 'Blog pages',
  page: 'Page',
  newer: '← Newer posts',
  older: 'Older posts →',
  archiveTitle: (page: number) => `Blogs, page ${page}`,
  archiveLead: (page: number, pageCount: number) =>
    `Older articles, page ${page} of ${pageCount}, newest first.`,
  archiveKeywords: ['bacteriophage', 'phage therapy', 'microbiome', 'blog archive'],
  /** An article's footer line; {ago} is e.g. "3 days" (lib/blog/dates.ts). */
  postedAgo: (ago: string) => `Posted ${ago} ago`,
  postedRecently: 'Posted recently',
  lessThanAMinute: 'less than a minute',
  /** The RSS feed's channel. */
  feedTitle: blogTitle,
  feedDescription: 'Articles on bacteriophages, the microbiome and antimicrobial resistance.',
  /** Category and tag pages: eyebrow, heading (and title), lead (and description). */
  termEyebrow: { category: 'Blog category', tag: 'Blog tag' },
  termTitle: {
    category: (title: string, page: number) => onPage(`${title} articles`, page),
    tag: (title: string, page: number) => onPage(`Articles tagged ${title}`, page),
  },
  termKeywords: (title: string) => ['bacteriophage', 'blog', title],
  termLead: {
    category: (title: string, count: number, page: number, pageCount: number) =>
      `${articles(count)} in ${title}, newest first.${pageOf(page, pageCount)}`,
    tag: (title: string, count: number, page: number, pageCount: number) =>
      `${articles(count)} tagged ${title}, newest first.${pageOf(page, pageCount)}`,
  },
  /** The search route's answer when the blog service fails (shown in the error panel). */
  searchFailed: 'The search could not reach the blog service.',
  /** The search route's answer past its rate limit (429). */
  searchTooMany: (seconds: number) =>
    `Too many searches at once. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
} as const;

function onPage(title: string, page: number): string {
  return page > 1 ? `${title}, page ${page}` : title;
}

function articles(count: number): string {
  return count === 1 ? '1 article' : `${count} articles`;
}

function pageOf(page: number, pageCount: number): string {
  return pageCount > 1 ? ` Page ${page} of ${pageCount}.` : '';
}
