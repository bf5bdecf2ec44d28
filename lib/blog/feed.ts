import type { Metadata } from 'next';
import type { Post, PostSummary } from '@/lib/content/types';
import { blockText, isTextBlock } from '@/lib/content/text';
import { blogText } from '@/content/blog-text';
import { articlePath, FEED_PATH, listingPath } from './paths';

const { feedTitle, feedDescription } = blogText;

/** XML 1.0 forbids these even escaped: one pasted into a post would make the feed unreadable. */
const XML_FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' } as const;

function escapeXml(text: string): string {
  return text
    .replace(XML_FORBIDDEN, '')
    .replace(/[&<>"']/g, (char) => ENTITIES[char as keyof typeof ENTITIES]);
}

/**
 * The item's description, in HTML as feed readers show it (escaped, as RSS carries HTML): the whole
 * text of the post when its body is known, a paragraph or heading per block, else the excerpt.
 */
function descriptionOf(post: PostSummary | Post): string {
  const blocks = 'body' in post && post.body ? post.body.filter(isTextBlock) : [];
  const html = blocks.map((block) => {
    const text = blockText(block).replace(/\s+/g, ' ').trim();
    const tag = /^h[1-6]$/.test(block.style ?? '') ? block.style : 'p';
    return text ? `<${tag}>${escapeXml(text)}</${tag}>` : '';
  });
  const excerpt = post.excerpt && `<p>${escapeXml(post.excerpt)}</p>`;
  return html.join('') || excerpt;
}

/** RSS 2.0 of the blog list. Posts without a publish date get no pubDate. */
export function buildRssFeed(
  posts: ReadonlyArray<PostSummary | Post>,
  origin: string,
  now = new Date(),
): string {
  const items = posts.map((post) => {
    const link = `${origin}${articlePath(post.slug)}`;
    const description = descriptionOf(post);
    const lines = [
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      description ? `<description>${escapeXml(description)}</description>` : '',
      post.publishedAt ? `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>` : '',
      post.author ? `<dc:creator>${escapeXml(post.author.name)}</dc:creator>` : '',
      post.category ? `<category>${escapeXml(post.category.title)}</category>` : '',
      ...post.tags.map((tag) => `<category>${escapeXml(tag.title)}</category>`),
    ].filter(Boolean);
    return `    <item>\n      ${lines.join('\n      ')}\n    </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(feedTitle)}</title>
    <link>${escapeXml(`${origin}${listingPath(1)}`)}</link>
    <description>${escapeXml(feedDescription)}</description>
    <language>en</language>
    <lastBuildDate>${now.toUTCString()}</lastBuildDate>
    <atom:link href="${escapeXml(`${origin}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
  </channel>
</rss>
`;
}

/** Adds the feed link (<link rel="alternate" type="application/rss+xml">) to a page's metadata. */
export function withFeed(metadata: Metadata): Metadata {
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: FEED_PATH, title: feedTitle }] },
    },
  };
}
