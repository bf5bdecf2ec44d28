/**
 * @jest-environment node
 *
 * A build with the CMS configured but unreachable stops with a message naming the endpoint and the
 * variables to check (next.config.ts prints it and exits 1), never a stack trace.
 */
import { createServer } from 'node:net';
import { cmsPreflight } from '@/lib/content/preflight';
import { startCmsServer, type CmsServer } from './cms-server';

const sanity = { projectId: 'testproj', dataset: 'production', apiVersion: '2024-01-01' as const };
let cms: CmsServer;
beforeAll(async () => {
  cms = await startCmsServer();
});
afterAll(() => cms.close());

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

it('passes when no CMS is configured (the bundled dataset is built) or when the CMS answers', async () => {
  expect(await cmsPreflight({ ...sanity, projectId: undefined, apiHost: undefined })).toBeNull();
  expect(await cmsPreflight({ ...sanity, apiHost: cms.url })).toBeNull();
});

it('names the endpoint and the variables when the CMS cannot be reached', async () => {
  const apiHost = `http://127.0.0.1:${await closedPort()}`;
  const message = await cmsPreflight({ ...sanity, apiHost });
  expect(message).toBe(
    [
      `Build stopped: the blog CMS at ${apiHost}/v2024-01-01/data/query/production did not answer. The blog service could not be reached.`,
      'Check SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_HOST (and the network), or unset',
      'SANITY_PROJECT_ID to build from the bundled dataset in content/blog/.',
    ].join('\n'),
  );
});

it('stops on an answer that is not a query result (a proxy page with 200)', async () => {
  cms.mode = 'html';
  expect(await cmsPreflight({ ...sanity, apiHost: cms.url })).toMatch(
    /^Build stopped: .* answered with something other than blog posts\./,
  );
  cms.mode = 'ok';
});
