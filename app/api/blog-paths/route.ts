import { readKnownPaths } from '@/lib/blog/known-path';

/**
 * What the blog's dynamic URLs can name, for proxy.ts (lib/blog/known-path.ts). A cached answer
 * like any blog page: regenerated within the content window or by the webhook's tags, and kept
 * through a CMS outage. It names only what the public pages already list.
 */
export const dynamic = 'force-static';

export async function GET() {
  return Response.json(await readKnownPaths());
}
