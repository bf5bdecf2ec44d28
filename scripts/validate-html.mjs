#!/usr/bin/env node
// Every pre-rendered page of the last build through the W3C Nu HTML checker (npm vnu-jar, run with
// the machine's Java): fails on any error, with the page, line and message.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vnu from 'vnu-jar';

const app = path.join(process.env.NEXT_DIST_DIR || '.next', 'server', 'app');
const pages = readdirSync(app, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.html'))
  // A dynamic route's fallback shell (`[slug].html`, stored escaped) is the static part of pages
  // rendered on request, not a page: its title and body arrive with the request.
  .filter((file) => !/\[|%5B/i.test(file))
  .map((file) => path.join(app, file));
if (!pages.length) {
  console.error(`No pre-rendered pages in ${app}: run \`npx next build\` first.`);
  process.exit(1);
}
// A page built as Next's bare error shell (a notFound() thrown outside Suspense while prerendering)
// is valid HTML with nothing in it: the header, footer and text only come with its script.
const shells = pages.filter(
  (page) =>
    !page.endsWith('_global-error.html') && readFileSync(page, 'utf8').includes('"__next_error__"'),
);
for (const page of shells)
  console.error(`${path.relative(app, page)}: built as a bare error shell`);
execFileSync('java', ['-version'], { stdio: 'ignore' });
const run = spawnSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...pages], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
// The checker predates HTML's `expect` link type and flags its `blocking` attribute (the home
// page's hero holds the first paint with one): that message is dropped for that link alone.
const expectLink = (m) =>
  m.message.includes('“blocking” attribute') && /rel="?expect/.test(m.extract);
const reported = JSON.parse(run.stderr || '{"messages":[]}').messages ?? [];
const messages = reported.filter((m) => !expectLink(m));
for (const m of messages)
  console.error(`${path.relative(app, new URL(m.url).pathname)}:${m.lastLine ?? '?'} ${m.message}`);
console.log(`HTML checker: ${pages.length} pages, ${messages.length + shells.length} errors.`);
// The checker exits 1 when it reports anything; any other failure of its own reports nothing.
process.exit(messages.length || shells.length || (run.status && !reported.length) ? 1 : 0);
