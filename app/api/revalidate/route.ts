import { revalidatePath } from 'next/cache';
import { handleWebhook } from '@/lib/blog/webhook';
import { config } from '@/lib/config';
import { expireContentCache } from '@/lib/content';

/**
 * The CMS webhook: signed, fresh, small — then the index, the feed, the article and
 * every archive, category and tag page regenerate.
 * Only POST is exported, so Next answers every other method with 405. proxy.ts does not run on
 * this path, so Next never buffers the body for it: lib/blog/webhook.ts reads it, capped.
 */
export async function POST(request: Request) {
  const outcome = await handleWebhook(request, config.revalidateSecret);
  if (outcome.paths.length > 0) expireContentCache();
  for (const path of outcome.paths) revalidatePath(path);
  for (const route of outcome.routes) revalidatePath(route, 'page');
  return Response.json(outcome.body, { status: outcome.status });
}
