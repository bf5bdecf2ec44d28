import { config } from '../config';
import { createCmsSource } from './source';

/** A tiny query: is the CMS there, and does it answer queries? */
export const PREFLIGHT_QUERY = /* groq */ `count(*[_type == "post"])`;

type Sanity = Pick<typeof config.sanity, 'dataset' | 'apiVersion'> & {
  projectId?: string;
  apiHost?: string;
};

/** Where the site asks the CMS its queries (what an owner checks first). */
export function cmsEndpoint(sanity: Sanity): string {
  const host = sanity.apiHost ?? `https://${sanity.projectId}.api.sanity.io`;
  return `${host}/v${sanity.apiVersion}/data/query/${sanity.dataset}`;
}

/**
 * Before a build reads the blog from the CMS: null when the CMS answers (or no CMS is configured:
 * the bundled dataset is read), else the message that stops the build. A build never falls back
 * to the bundled dataset on its own: that would publish the sample posts over the owner's blog.
 */
export async function cmsPreflight(sanity: Sanity = config.sanity): Promise<string | null> {
  const { projectId, dataset, apiVersion, apiHost } = sanity;
  if (!projectId) return null;
  try {
    const count = await createCmsSource({ projectId, dataset, apiVersion, apiHost }).fetch<unknown>(
      PREFLIGHT_QUERY,
    );
    if (typeof count === 'number') return null;
    throw new Error('The blog service answered with something other than a count.');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [
      `Build stopped: the blog CMS at ${cmsEndpoint(sanity)} did not answer. ${reason}`,
      'Check SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_HOST (and the network), or unset',
      'SANITY_PROJECT_ID to build from the bundled dataset in content/blog/.',
    ].join('\n');
  }
}
