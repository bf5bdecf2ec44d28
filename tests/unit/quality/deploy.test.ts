/**
 * @jest-environment node
 *
 * The Docker image cannot be built on every machine, so what it must agree with is checked here:
 * its context, the build arguments, the bundled blog's place, the health check, the standalone
 * switch, and what DEPLOY.md and .env.example say about them. `npm run deploy:check` runs the
 * Dockerfile's own steps from that context (scripts/image-folder.mjs) and serves the result.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { BUNDLED_DATASET } from '@/lib/content/source';
import {
  contextFiles,
  isIgnored,
  parseDockerfile,
  parseDockerignore,
} from '@/scripts/lib/dockerfile.mjs';
import { nextConfigWith } from './next-config-with';

const root = path.join(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const dockerfile = read('Dockerfile');
const stage = (name: string) =>
  dockerfile.split(/^FROM /m).find((s) => s.includes(` AS ${name}\n`))!;
const args = (text: string) => [...text.matchAll(/^ARG (\w+)/gm)].map((m) => m[1]!);

/** .env.example's variables: name, when it is read, and whether it is one the owner sets. */
function envExample() {
  const variables: { name: string; when: string; owner: boolean }[] = [];
  let when = '';
  for (const line of read('.env.example').split('\n')) {
    const variable = /^(# )?([A-Z][A-Z0-9_]*)=/.exec(line);
    if (variable) variables.push({ name: variable[2]!, when, owner: !variable[1] });
    else if (/^# \[/.test(line)) when = /^# \[([a-z ]+)\]/.exec(line)![1]!;
    else if (!line.trim()) when = '';
  }
  return variables;
}
const readAtBuild = (v: { when: string }) => v.when.startsWith('build');

test('every variable of .env.example is listed once and says when it is read', () => {
  const names = envExample().map((v) => v.name);
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  for (const v of envExample())
    expect([v.name, v.when]).toEqual([
      v.name,
      expect.stringMatching(/^(build time|run time|build and run time)$/),
    ]);
});

test('the image is built with every build-time variable of .env.example, and runs with the build-and-run ones', () => {
  const owners = envExample().filter((v) => v.owner);
  expect(args(stage('build')).sort()).toEqual(
    owners
      .filter(readAtBuild)
      .map((v) => v.name)
      .sort(),
  );
  // Pages regenerated at run time must read the CMS the build read.
  expect(args(stage('runner')).sort()).toEqual(
    owners
      .filter((v) => v.when === 'build and run time')
      .map((v) => v.name)
      .sort(),
  );
});

test("DEPLOY.md lists the image's build arguments and run-time variables as .env.example marks them", () => {
  const deploy = read('DEPLOY.md');
  const listed = (label: string) => {
    const item = new RegExp(`^- \\*\\*${label}\\*\\*([\\s\\S]*?)(?=^- |^$)`, 'm').exec(deploy);
    return [
      ...new Set([...(item?.[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!)),
    ].sort();
  };
  const owners = envExample().filter((v) => v.owner);
  expect(listed('Build arguments')).toEqual(args(stage('build')).sort());
  expect(listed('Run-time variables')).toEqual(
    [...owners.filter((v) => v.when === 'run time').map((v) => v.name), 'PORT'].sort(),
  );
});

test("every variable the image's code reads is in .env.example", () => {
  const documented = new Set(envExample().map((v) => v.name));
  const read = new Set<string>();
  for (const file of contextFiles(root).filter((f) => /\.(ts|tsx|mjs)$/.test(f)))
    for (const m of readFileSync(path.join(root, file), 'utf8').matchAll(
      /\b(?:process\.)?env\.([A-Z][A-Z0-9_]+)/g,
    ))
      read.add(m[1]!);
  expect([...read].filter((name) => !documented.has(name))).toEqual([]);
  expect(read.size).toBeGreaterThan(15);
});

describe('the build context (.dockerignore)', () => {
  test('holds the sources the image builds from, and no test, benchmark or Studio file', () => {
    const files = contextFiles(root);
    for (const file of ['package-lock.json', 'next.config.ts', 'app/layout.tsx', 'proxy.ts'])
      expect(files).toContain(file);
    expect(files).toContain('scripts/healthcheck.mjs');
    expect(
      files.filter((f) =>
        /^(tests|bench|studio|node_modules|\.next|\.git)\/|^playwright|^jest|\.env/.test(f),
      ),
    ).toEqual([]);
  });

  test('is read as Docker reads it: the last matching rule wins, a folder rule covers its files', () => {
    const rules = parseDockerignore('*\n!app\n!scripts/healthcheck.mjs\napp/**/*.test.ts\n');
    expect(isIgnored(rules, 'tests/e2e/a.spec.ts')).toBe(true);
    expect(isIgnored(rules, 'app/page.tsx')).toBe(false);
    expect(isIgnored(rules, 'app/blogs/x.test.ts')).toBe(true);
    expect(isIgnored(rules, 'scripts/healthcheck.mjs')).toBe(false);
    expect(isIgnored(rules, 'scripts/audit.mjs')).toBe(true);
  });

  test('the deploy check understands every instruction of the Dockerfile', () => {
    const { stages } = parseDockerfile(dockerfile);
    expect(stages.map((s) => s.name)).toEqual(['deps', 'build', 'runner']);
    expect(() => parseDockerfile(`${dockerfile}\nVOLUME /data\n`)).toThrow(
      'The deploy check does not know "VOLUME /data".',
    );
  });
});

test('the runner serves the bundled blog from content/blog/ under its working directory, as a non-root user', () => {
  const runner = stage('runner');
  expect(path.relative(process.cwd(), BUNDLED_DATASET)).toBe('content/blog/production.ndjson');
  expect(runner).toMatch(/^WORKDIR \/app$/m);
  expect(runner).toMatch(
    /^COPY --from=build --chown=node:node \/app\/content\/blog \.\/content\/blog$/m,
  );
  expect(runner).toMatch(/^USER node$/m);
  expect(runner).toMatch(/^HEALTHCHECK .* CMD \["node", "healthcheck\.mjs"\]$/m);
  expect(runner).toMatch(/^COPY .* \/app\/scripts\/healthcheck\.mjs \.\/healthcheck\.mjs$/m);
});

describe('healthcheck.mjs', () => {
  let server: Server;
  let status = 200;
  let port = 0;
  beforeAll(async () => {
    server = createServer((_, res) => res.writeHead(status).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => {
    if (server.listening) server.close();
  });

  const check = (onPort: number) =>
    new Promise<number>((resolve) =>
      execFile(
        process.execPath,
        [path.join(root, 'scripts', 'healthcheck.mjs')],
        { env: { ...process.env, PORT: String(onPort) } },
        (error) => resolve(error ? (error.code as number) : 0),
      ),
    );

  test('healthy when / answers 200, unhealthy on a 500 or with no server', async () => {
    status = 200;
    expect(await check(port)).toBe(0);
    status = 500;
    expect(await check(port)).toBe(1);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    expect(await check(port)).toBe(1);
  });
});

test('standalone output only when NEXT_OUTPUT=standalone (next start warns when it is on)', async () => {
  const outputWith = async (NEXT_OUTPUT?: string) => (await nextConfigWith({ NEXT_OUTPUT })).output;
  expect(await outputWith('standalone')).toBe('standalone');
  expect(await outputWith(undefined)).toBeUndefined();
});

test('one supported Node.js version, stated the same in every place', () => {
  const engines = (file: string) =>
    (JSON.parse(read(file)) as { engines: { node: string } }).engines;
  expect(engines('package.json').node).toBe('^22.12.0');
  expect(engines('studio/package.json').node).toBe('^22.12.0');
  expect(read('.nvmrc').trim()).toBe('22');
  expect(dockerfile).toMatch(/^ARG NODE_VERSION=22$/m);
  expect(read('README.md')).toContain('the supported runtime is Node.js 22 LTS, 22.12 or newer');
  expect(read('studio/README.md')).toContain('Requires Node.js 22 LTS (22.12 or newer)');
});

test('every variable the Studio reads is in studio/.env.example, and studio/README.md names it', () => {
  const example = read('studio/.env.example');
  const guide = read('studio/README.md');
  const files = ['studio/sanity.cli.ts', 'studio/sanity.config.ts', 'studio/src/env.ts'];
  const names = new Set(
    files.flatMap((file) =>
      [...read(file).matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!),
    ),
  );
  expect([...names].sort()).toEqual([
    'SANITY_STUDIO_DATASET',
    'SANITY_STUDIO_HOST',
    'SANITY_STUDIO_PREVIEW_URL',
    'SANITY_STUDIO_PROJECT_ID',
  ]);
  for (const name of names) {
    expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
    expect(guide).toContain(name);
  }
});
