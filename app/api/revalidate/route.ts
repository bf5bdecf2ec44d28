import { revalidateTag } from 'next/cache';
import { forgetLoadsInFlight, RESEARCH_TAG } from '@/lib/content/cache';
import { forgetSourcePauses } from '@/lib/research/record';
import { handleWebhook } from '@/lib/blog/webhook';
import { secrets } from '@/lib/config.server';

/**
 * The CMS webhook (lib/blog/webhook.ts). 'max' marks the tags stale, not expired: visitors keep the
 * previous page while it regenerates, and through a CMS outage.
 */
export async function POST(request: Request) {
  const outcome = await handleWebhook(request, secrets.revalidateSecret);
  for (const tag of outcome.tags) revalidateTag(tag, 'max');
  // Which URLs exist must not lag behind, or a new post would answer 404 once; and no read begun
  // before the edit may stand in for one after it.
  if (outcome.tags.length > 0) forgetLoadsInFlight();
  // The owner asked for a refresh: a source paused after a failure is asked again at once.
  if (outcome.tags.includes(RESEARCH_TAG)) await forgetSourcePauses();
  return Response.json(outcome.body, { status: outcome.status });
}
