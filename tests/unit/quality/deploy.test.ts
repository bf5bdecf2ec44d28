/**
 * @jest-environment node
 *
 * The Docker image cannot be built on every machine, so what it must agree with is checked here:
 * the build arguments, the bundled blog's place, the health check, the standalone switch.
 * `npm run deploy:check` serves the assembled image folder for real.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { BUNDLED_DATASET } from '@/lib/content/source';

const root = path.join(__dirname, '..', '..', '..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const stage = (name: string) =>
  dockerfile.split(/^FROM /m).find((s) => s.includes(` AS ${name}\n`))!;
const args = (text: string) => [...text.matchAll(/^ARG (\w+)/gm)].map((m) => m[1]!);

test('the image is built with every build-time variable of .env.example', () => {
  const variables = [
    ...readFileSync(path.join(root, '.env.example'), 'utf8').matchAll(/^(\w+)=/gm),
  ].map((m) => m[1]!);
  const runTimeOnly = ['SANITY_REVALIDATE_SECRET', 'SANITY_API_READ_TOKEN'];
  expect(args(stage('build')).sort()).toEqual(
    variables.filter((v) => !runTimeOnly.includes(v)).sort(),
  );
  // Pages regenerated at run time must read the CMS the build read.
  expect(args(stage('runner'))).toEqual(['SANITY_PROJECT_ID', 'SANITY_DATASET']);
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
  const outputWith = async (value: string | undefined) => {
    const saved = process.env.NEXT_OUTPUT;
    if (value === undefined) delete process.env.NEXT_OUTPUT;
    else process.env.NEXT_OUTPUT = value;
    try {
      let output: unknown;
      await jest.isolateModulesAsync(async () => {
        const { default: configFor } = await import('@/next.config');
        output = (await configFor(PHASE_PRODUCTION_SERVER)).output;
      });
      return output;
    } finally {
      if (saved === undefined) delete process.env.NEXT_OUTPUT;
      else process.env.NEXT_OUTPUT = saved;
    }
  };
  expect(await outputWith('standalone')).toBe('standalone');
  expect(await outputWith(undefined)).toBeUndefined();
});
