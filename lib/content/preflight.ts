import { config } from '../config';
import { createCmsSource, SANITY_API_VERSION } from './source';

const PREFLIGHT_QUERY = /* groq */ `count(*[_type == "post"])`;

type Sanity = { projectId?: string; dataset: string; apiHost?: string; allowEmptyBlog?: boolean };

function cmsEndpoint(sanity: Sanity): string {
  const host = sanity.apiHost ?? `https://${sanity.projectId}.api.sanity.io`;
  return `${host}/v${SANITY_API_VERSION}/data/query/${sanity.dataset}`;
}

/**
 * Null when the CMS answers with posts, else the message that stops the build: never a silent
 * fallback to the sample posts, nor an empty blog unasked (a private dataset looks empty).
 */
export async function cmsPreflight(sanity: Sanity = config.sanity): Promise<string | null> {
  const { projectId, dataset, apiHost } = sanity;
  if (!projectId) return null;
  let count: unknown;
  try {
    count = await createCmsSource({ projectId, dataset, apiHost }).fetch<unknown>(PREFLIGHT_QUERY);
    if (typeof count !== 'number')
      throw new Error('The blog service answered with something other than a count.');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [
      `Build stopped: the blog CMS at ${cmsEndpoint(sanity)} did not answer. ${reason}`,
      'If the site is already live, leave the running deployment as it is (it keeps serving the',
      'blog) and run the build again once the CMS answers (status.sanity.io). On a first setup,',
      'check SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_HOST. Never unset SANITY_PROJECT_ID',
      'to get past this stop: the build would publish the sample posts over your blog.',
    ].join('\n');
  }
  if (count > 0 || sanity.allowEmptyBlog) return null;
  return [
    `Build stopped: the blog CMS at ${cmsEndpoint(sanity)} answers, but dataset "${dataset}" shows no`,
    'published post. The site reads without a token, so a private dataset looks empty: make it',
    'public (sanity.io/manage → Datasets), or import the posts (studio/README.md, step 3). If an',
    'empty blog is what you mean, set SANITY_ALLOW_EMPTY_BLOG=1.',
  ].join('\n');
}
