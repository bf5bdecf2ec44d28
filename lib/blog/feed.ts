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
 * text of the post when its body is known, its headings, quotes and lists kept, else the excerpt.
 */
function descriptionOf(post: PostSummary | Post): string {
  const blocks = 'body' in post && post.body ? post.body.filter(isTextBlock) : [];
  let html = '';
  let list: 'ol' | 'ul' | null = null;
  for (const block of blocks) {
    const text = blockText(block).replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const inList = block.listItem ? (block.listItem === 'number' ? 'ol' : 'ul') : null;
    if (inList !== list) html += `${list ? `</${list}>` : ''}${inList ? `<${inList}>` : ''}`;
    list = inList;
    const style = block.style ?? '';
    const tag = list ? 'li' : /^(h[1-6]|blockquote)$/.test(style) ? style : 'p';
    html += `<${tag}>${escapeXml(text)}</${tag}>`;
  }
  if (list) html += `</${list}>`;
  return html || (post.excerpt && `<p>${escapeXml(post.excerpt)}</p>`);
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
