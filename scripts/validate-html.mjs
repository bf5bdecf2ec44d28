#!/usr/bin/env node
// Every pre-rendered page of the last build through the W3C Nu HTML checker (npm vnu-jar, run with
// the machine's Java): fails on any error, with the page, line and message.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import vnu from 'vnu-jar';

const app = path.join(process.env.NEXT_DIST_DIR || '.next', 'server', 'app');
const pages = readdirSync(app, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.html'))
  .map((file) => path.join(app, file));
if (!pages.length) {
  console.error(`No pre-rendered pages in ${app}: run \`npx next build\` first.`);
  process.exit(1);
}
execFileSync('java', ['-version'], { stdio: 'ignore' });
const run = spawnSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...pages], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const messages = JSON.parse(run.stderr || '{"messages":[]}').messages ?? [];
for (const m of messages)
  console.error(`${path.relative(app, new URL(m.url).pathname)}:${m.lastLine ?? '?'} ${m.message}`);
console.log(`HTML checker: ${pages.length} pages, ${messages.length} errors.`);
process.exit(messages.length || run.status ? 1 : 0);
