/**
 * @jest-environment node
 *
 * A build with the CMS configured but unreachable, or answering no post, stops with a message
 * naming the endpoint and what to do (next.config.ts prints it and exits 1), never a stack trace.
 */
import { cmsPreflight } from '@/lib/content/preflight';
import { freePort } from '../../scripts/lib/processes.mjs';
import { startCmsServer, type CmsServer } from './cms-server';

const sanity = { projectId: 'testproj', dataset: 'production' };
let cms: CmsServer;
beforeAll(async () => {
  cms = await startCmsServer();
});
afterAll(() => cms.close());

it('passes when no CMS is configured (the bundled dataset is built) or when the CMS answers', async () => {
  expect(await cmsPreflight({ ...sanity, projectId: undefined, apiHost: undefined })).toBeNull();
  expect(await cmsPreflight({ ...sanity, apiHost: cms.url })).toBeNull();
});

it('names the endpoint when the CMS cannot be reached, and says to leave the live site alone and retry', async () => {
  const apiHost = `http://127.0.0.1:${await freePort()}`;
  const message = await cmsPreflight({ ...sanity, apiHost });
  expect(message).toBe(
    [
      `Build stopped: the blog CMS at ${apiHost}/v2025-02-19/data/query/production did not answer. The blog service could not be reached.`,
      'If the site is already live, leave the running deployment as it is (it keeps serving the',
      'blog) and run the build again once the CMS answers (status.sanity.io). On a first setup,',
      'check SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_HOST. Never unset SANITY_PROJECT_ID',
      'to get past this stop: the build would publish the sample posts over your blog.',
    ].join('\n'),
  );
});

describe('a dataset that answers no post (empty, or private: the site reads without a token)', () => {
  let empty: CmsServer;
  beforeAll(async () => {
    // Only a draft: a reader without a token sees no post, as with a private dataset.
    const draft = { _id: 'drafts.post-1', _type: 'post', title: 'Unpublished' };
    empty = await startCmsServer({ base: [draft] });
  });
  afterAll(() => empty.close());

  it('stops the build with what to do', async () => {
    expect(await cmsPreflight({ ...sanity, apiHost: empty.url })).toBe(
      [
        `Build stopped: the blog CMS at ${empty.url}/v2025-02-19/data/query/production answers, but dataset "production" shows no`,
        'published post. The site reads without a token, so a private dataset looks empty: make it',
        'public (sanity.io/manage → Datasets), or import the posts (studio/README.md, step 3). If an',
        'empty blog is what you mean, set SANITY_ALLOW_EMPTY_BLOG=1.',
      ].join('\n'),
    );
  });

  it('passes when the owner says an empty blog is intended (SANITY_ALLOW_EMPTY_BLOG=1)', async () => {
    expect(await cmsPreflight({ ...sanity, apiHost: empty.url, allowEmptyBlog: true })).toBeNull();
  });
});

it('stops on an answer that is not a query result (a proxy page with 200)', async () => {
  cms.mode = 'html';
  expect(await cmsPreflight({ ...sanity, apiHost: cms.url })).toMatch(
    /^Build stopped: .* answered with something other than blog posts\./,
  );
  cms.mode = 'ok';
});

it('stops on a query result that is no count (a maintenance answer in the right envelope)', async () => {
  cms.mode = 'wrong-shape';
  expect((await cmsPreflight({ ...sanity, apiHost: cms.url }))?.split('\n')[0]).toBe(
    `Build stopped: the blog CMS at ${cms.url}/v2025-02-19/data/query/production did not answer. The blog service answered with something other than a count.`,
  );
  cms.mode = 'ok';
});
