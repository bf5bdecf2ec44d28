import { cacheLife, cacheTag } from 'next/cache';
import type { ContentCall, ContentTag } from './cache';
import { CONTENT_EXPIRE_SECONDS, loadOnce } from './cache';
import { checkShape, defaultSource } from './index';

/**
 * Every argument keys the entry (not the source's origin: the environment fixes that per
 * deployment); tags and window come with the read for the webhook and lib/content/freshness.ts.
 * The check runs inside, so a wrong-shaped answer is never kept.
 */
export async function cachedContentRead(
  text: string,
  params: Record<string, unknown>,
  shape: ContentCall['shape'],
  tags: ContentTag[],
  revalidate: number,
): Promise<unknown> {
  'use cache';
  cacheTag(...tags);
  cacheLife({ revalidate, expire: CONTENT_EXPIRE_SECONDS });
  const source = defaultSource();
  const id = [source.origin, text, JSON.stringify(params)].join('\n');
  return loadOnce(id, tags, async () => checkShape(shape, await source.fetch(text, params)));
}
