import { revalidatePath } from 'next/cache';
import { handleWebhook } from '@/lib/blog/webhook';
import { config } from '@/lib/config';
import { expireContentCache } from '@/lib/content';

/** The CMS webhook: signed, fresh, small — then the index, the feed and the article regenerate. */
export async function POST(request: Request) {
  const outcome = await handleWebhook(request, config.revalidateSecret);
  if (outcome.paths.length > 0) expireContentCache();
  for (const path of outcome.paths) revalidatePath(path);
  return Response.json(outcome.body, { status: outcome.status });
}
