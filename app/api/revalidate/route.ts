import { revalidateTag } from 'next/cache';
import { refreshKnownPaths } from '@/lib/blog/known-path';
import { handleWebhook } from '@/lib/blog/webhook';
import { secrets } from '@/lib/config.server';

/**
 * The CMS webhook: signed, fresh, small — then every page, feed, sitemap, image and answer built
 * from the changed kind of document regenerates (lib/blog/webhook.ts says which tags). The 'max'
 * profile marks the tags stale rather than expired: the next visitor still gets the previous page
 * at once while it regenerates, and a CMS outage keeps it (lib/content/cache.ts).
 * Only POST is exported, so Next answers every other method with 405. proxy.ts does not run on
 * this path, so Next never buffers the body for it: lib/blog/webhook.ts reads it, capped.
 */
export async function POST(request: Request) {
  const outcome = await handleWebhook(request, secrets.revalidateSecret);
  for (const tag of outcome.tags) revalidateTag(tag, 'max');
  // Which URLs exist must not lag one visit behind, or a new post would answer 404 once.
  if (outcome.tags.length > 0) await refreshKnownPaths();
  return Response.json(outcome.body, { status: outcome.status });
}
