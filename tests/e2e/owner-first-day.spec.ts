import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as http, type APIRequestContext } from '@playwright/test';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { evaluate, parse } from 'groq-js';
import { cmsPreflight } from '../../lib/content/preflight';
import { freePort } from '../../scripts/lib/processes.mjs';
import { importDirectory } from '../integration/cms-import';
import { startCmsServer, type CmsServer } from '../integration/cms-server';
import { expect, test } from './fixtures';
import { startSecondServer, type SecondServer } from './second-server';

/**
 * The owner's first day, step by step as studio/README.md tells it, against a local stand-in for
 * Sanity (tests/integration/cms-server.ts): check the empty dataset, import the bundled blog,
 * check it, start the site on it, publish an edit, let the webhook regenerate the page, preview a
 * draft and leave the preview. Every shell command is taken from the guide, from the fenced block
 * after its `<!-- guide-command: name -->` marker (or, for the webhook, from its step's text), and
 * run as written; only the addresses are replaced by the stand-in's and this server's, and
 * `npx sanity …` (which needs a Sanity account) is carried out on the stand-in. A wrong command in
 * the guide fails here.
 *
 * The site is the suite's build, started again (`next start`) with the CMS settings: the build
 * step itself is the one the rest of the suite and `npm run deploy:check` cover; here, the build's
 * first act, the CMS check, is run on the dataset before and after the import.
 */
const ROOT = process.cwd();
const GUIDE = readFileSync(path.join(ROOT, 'studio', 'README.md'), 'utf8');
const PROJECT = { projectId: 'firstday', dataset: 'production' };
const SECRET = 'first-day-webhook-secret-0123456789';
const TOKEN = 'first-day-read-token';
const SLUG = 'phage-vs-antibiotics';
const EDITED = 'Phages vs Antibiotics, edited on the first day';
const DRAFT = 'Phages vs Antibiotics, a draft the visitors do not see';

/** The fenced block after `<!-- guide-command: name -->`. */
function guideBlock(name: string): string {
  const block = new RegExp(`<!-- guide-command: ${name} -->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(
    GUIDE,
  );
  if (!block) throw new Error(`studio/README.md has no command marked "${name}".`);
  return block[1]!;
}

/** Step 4 (the webhook), as its text gives it: the filter, the projection and the check command. */
function webhookStep() {
  const step = GUIDE.slice(GUIDE.indexOf('## 4.'), GUIDE.indexOf('## 5.'));
  const find = (pattern: RegExp, what: string) => {
    const found = pattern.exec(step)?.[1];
    if (!found) throw new Error(`studio/README.md, step 4, names no ${what}.`);
    return found;
  };
  return {
    filter: find(/filter\s+`([^`]+)`/, 'filter'),
    projection: find(/projection\s+`([^`]+)`/, 'projection'),
    check: find(/Check: `(curl [^`]+)`/, 'check command'),
  };
}

let cms: CmsServer;
let site: SecondServer | undefined;
let scratch: string;

/**
 * Runs a guide's command with bash from the repository root, the placeholders replaced. `npx
 * sanity …` is recorded instead of run, then carried out on the stand-in (see sanityCli).
 */
async function run(command: string, origin = 'https://your.site') {
  const calls = path.join(scratch, 'sanity-calls');
  rmSync(calls, { force: true });
  const script = command
    .replaceAll('https://<projectId>.api.sanity.io', cms.url)
    .replaceAll('https://your.site', origin);
  expect(script, 'every placeholder of the command is filled').not.toMatch(/<\w+>/);
  // Asynchronously: the stand-in answers from this very process.
  const result = await new Promise<{ status: number; stdout: string; stderr: string }>((resolve) =>
    execFile(
      'bash',
      [
        '-c',
        `set -e; npx() { if [ "$1" = sanity ]; then printf '%s\\t' "$PWD" "$@" >> "${calls}"; echo >> "${calls}"; else command npx "$@"; fi; }\n${script}`,
      ],
      { cwd: ROOT, env: { ...process.env, SANITY_API_READ_TOKEN: TOKEN }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    ),
  );
  expect(result.status, `${command}\n${result.stderr}`).toBe(0);
  let recorded = '';
  try {
    recorded = readFileSync(calls, 'utf8');
  } catch {}
  for (const line of recorded.split('\n').filter(Boolean)) await sanityCli(line.split('\t'));
  return result.stdout;
}

/** What `sanity dataset import <file> <dataset> [--replace|--missing]` does, on the stand-in. */
async function sanityCli([cwd, , ...args]: string[]) {
  const words = args.filter(Boolean);
  const [command, action, file, dataset, ...flags] = words;
  expect([command, action, dataset]).toEqual(['dataset', 'import', PROJECT.dataset]);
  const dir = mkdtempSync(path.join(scratch, 'import-'));
  const untar = spawnSync('tar', ['-xzf', path.resolve(cwd!, file!), '-C', dir]);
  expect(untar.status, `the archive ${file} (from ${cwd})`).toBe(0);
  const documents = await importDirectory(path.join(dir, 'blog-import'), PROJECT);
  const existing = new Set(cms.ids());
  const clashes = documents.filter((d) => existing.has(d._id));
  if (flags.includes('--missing')) cms.put(documents.filter((d) => !existing.has(d._id)));
  else if (flags.includes('--replace') || clashes.length === 0) cms.put(documents);
  else throw new Error(`sanity dataset import: document ${clashes[0]!._id} already exists.`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'first-day-'));
  cms = await startCmsServer({ base: [], token: TOKEN });
});

test.afterAll(async () => {
  await site?.stop();
  await cms?.close();
  rmSync(scratch, { recursive: true, force: true });
});

test("the owner's first day, every command as the guide prints it", async () => {
  test.setTimeout(240_000);
  const sanity = { ...PROJECT, apiHost: cms.url };

  await test.step('step 1: the new dataset is empty, and a build would stop on it', async () => {
    expect(JSON.parse(await run(guideBlock('count-all')))).toMatchObject({ result: 0 });
    expect(await cmsPreflight(sanity)).toMatch(/shows no\npublished post/);
  });

  await test.step('step 3: import the bundled blog; it holds 12 posts; a second import', async () => {
    await run(guideBlock('import'));
    expect(JSON.parse(await run(guideBlock('count-posts')))).toMatchObject({ result: 12 });
    expect(await cmsPreflight(sanity)).toBeNull();
    // As written, the second import (with --missing or --replace) succeeds and changes nothing.
    const before = cms.ids().sort();
    await run(guideBlock('import-again'));
    expect(cms.ids().sort()).toEqual(before);
  });

  const port = await freePort();
  site = await startSecondServer(port, {
    SANITY_PROJECT_ID: PROJECT.projectId,
    SANITY_DATASET: PROJECT.dataset,
    SANITY_API_HOST: cms.url,
    SANITY_REVALIDATE_SECRET: SECRET,
    SANITY_API_READ_TOKEN: TOKEN,
  });
  const visitor: APIRequestContext = await http.newContext({ baseURL: site.origin });
  const article = async (client: APIRequestContext = visitor) =>
    (await client.get(`/blogs/${SLUG}`, { maxRedirects: 0 })).text();

  await test.step('step 4: the webhook, then a published edit reaches the page', async () => {
    const webhook = webhookStep();
    expect(await run(webhook.check, site!.origin)).toContain('Missing signature');

    // The owner publishes an edit in the Studio; Sanity runs the webhook's filter and projection
    // on the document and posts the result, signed with the secret.
    const doc = { ...(await currentPost()), title: EDITED };
    cms.put([doc]);
    const matches = await (await evaluate(parse(`*[${webhook.filter}]`), { dataset: [doc] })).get();
    expect(matches, `the filter ${webhook.filter} takes the edited post`).toHaveLength(1);
    const body = JSON.stringify(
      await (await evaluate(parse(`*[0]${webhook.projection}`), { dataset: [doc] })).get(),
    );
    const answer = await visitor.post('/api/revalidate', {
      data: Buffer.from(body),
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    await expect.poll(article, { timeout: 60_000 }).toContain(EDITED);
  });

  await test.step('step 5: the read token shows drafts; the Studio turns the preview on and off', async () => {
    cms.put([{ ...(await currentPost()), _id: `drafts.post-${SLUG}`, title: DRAFT }]);
    expect(JSON.parse(await run(guideBlock('token')))).toMatchObject({
      result: [`drafts.post-${SLUG}`],
    });
    expect((await run(guideBlock('draft-mode'), site!.origin)).trim()).toBe('401');

    // The Presentation tool stores a secret in the dataset and opens the site's enable URL.
    const secret = 'OWQ4YzY0ZTNmNDQxN2UzZWQxYWJhNmI5ZDc4NzQyOWI'; // as the Studio makes them
    const now = new Date().toISOString();
    cms.put([
      {
        _id: `sanity-preview-url-secret.${secret}`,
        _type: 'sanity.previewUrlSecret',
        _createdAt: now,
        _updatedAt: now,
        secret,
        studioUrl: 'https://phages.sanity.studio',
      },
    ]);
    const owner = await http.newContext({ baseURL: site!.origin });
    try {
      const enable = await owner.get(
        `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=%2Fblogs%2F${SLUG}`,
        { maxRedirects: 0 },
      );
      expect(enable.status()).toBe(307);
      const draft = await article(owner);
      expect(draft).toContain(DRAFT);
      expect(draft).toContain('Preview — exit');
      expect(await article()).not.toContain(DRAFT);

      await owner.get(`/api/draft-mode/disable?redirect=%2Fblogs%2F${SLUG}`, { maxRedirects: 0 });
      const after = await article(owner);
      expect(after).toContain(EDITED);
      expect(after).not.toContain('Preview — exit');
    } finally {
      await owner.dispose();
      await visitor.dispose();
    }
  });
});

/** The published post as the stand-in holds it. */
async function currentPost(): Promise<{ _id: string; [field: string]: unknown }> {
  const answer = await fetch(
    `${cms.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_id == $id][0]')}&%24id=${encodeURIComponent(JSON.stringify(`post-${SLUG}`))}`,
  );
  return ((await answer.json()) as { result: { _id: string } }).result;
}
