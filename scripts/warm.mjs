#!/usr/bin/env node
// The deploy step of a site on several servers sharing one cache (REDIS_URL): once per release,
// once the first server is up, every URL a visitor or a crawler can reach from the sitemaps is
// asked once, from that server, through public HTTP. Each is rendered there once and stored in the
// shared cache, so no visitor on any server renders what the build rendered (DEPLOY.md).
//
//   npm run warm -- http://10.0.0.5:3000
//
// From robots.txt's sitemaps (and any sitemap index they name) it asks each page, then every page,
// feed, download and social image those pages link to on the site, breadth first. It exits 1 if
// any answered an error.

const origin = new URL(process.argv[2] || process.env.WARM_ORIGIN || 'http://127.0.0.1:3000');
/** Requests at once: enough to keep a small server busy, not so many that it queues them. */
const AT_ONCE = 4;
/** A bound on a runaway crawl: many times the site's pages. */
const MAX_URLS = 20_000;
/** Built data that no page links to: the blog list's data, which its page's script fetches. */
const FETCHED_BY_SCRIPTS = ['/api/posts'];
/** Paths that are not pages the build renders: the framework's files and the site's endpoints. */
const SKIPPED = /^\/(_next|api\/(?!posts$))|\/cite\//;

/** The site's public origins: the warmed server's and the one its sitemaps name. */
const origins = new Set([origin.origin]);

/** `href` on the warmed server, or null when it is not a page of this site the build renders. */
function onServer(href) {
  let url;
  try {
    url = new URL(href.replaceAll('&amp;', '&'), origin);
  } catch {
    return null;
  }
  // A query names the same built page (social images and icons carry a version).
  if (!origins.has(url.origin) || SKIPPED.test(url.pathname)) return null;
  return new URL(url.pathname, origin).href;
}

async function get(url) {
  const response = await fetch(url, { redirect: 'manual' });
  const type = response.headers.get('content-type') ?? '';
  const text = /html|xml|text\/plain/.test(type) ? await response.text() : '';
  if (!text) await response.arrayBuffer();
  return { url, status: response.status, cache: response.headers.get('x-nextjs-cache'), text };
}

/** The URLs an answer leads to: a sitemap's or robots.txt's, or a page's links and images. */
function linksOf({ text }) {
  const found = [
    ...text.matchAll(/^Sitemap:\s*(\S+)/gim),
    ...text.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g),
    ...text.matchAll(/(?:href="|content="(?=https?:\/\/|\/))([^"]+)"/g),
  ].map((m) => m[1]);
  for (const href of found)
    if (/^https?:\/\/[^/]+\/(robots\.txt|.*sitemap.*\.xml)$/.test(href))
      origins.add(new URL(href).origin);
  return found.flatMap((href) => onServer(href) ?? []);
}

const started = Date.now();
const seen = new Set();
const queue = [];
const answers = [];
function ask(urls) {
  for (const url of urls)
    if (!seen.has(url) && seen.size < MAX_URLS) {
      seen.add(url);
      queue.push(url);
    }
}
async function worker() {
  while (queue.length) {
    const answer = await get(queue.shift());
    answers.push(answer);
    ask(linksOf(answer));
  }
}
// robots.txt alone first: it names the public origin that the pages' links carry.
ask(['/robots.txt', ...FETCHED_BY_SCRIPTS].map(onServer));
await get(queue.shift()).then((robots) => (answers.push(robots), ask(linksOf(robots))));
while (queue.length) await Promise.all(Array.from({ length: AT_ONCE }, worker));

const failed = answers.filter((a) => a.status >= 400);
const rendered = answers.filter((a) => a.cache !== 'HIT').length;
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `Warmed ${answers.length} URLs on ${origin.origin} in ${seconds} s: ` +
    `${rendered} rendered or uncached now, ${answers.length - rendered} already kept.`,
);
for (const { url, status } of failed) console.error(`  ${status} ${url}`);
process.exit(failed.length ? 1 : 0);
