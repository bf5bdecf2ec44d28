import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { APIRequestContext } from '@playwright/test';
import { env } from './env.cjs';

/**
 * The signed webhook the Studio sends when a `publication` document is published: a refresh, of
 * the suite's server or of the one at `origin`.
 */
export async function refreshRecord(request: APIRequestContext, origin = '') {
  const payload = JSON.stringify({ _type: 'publication' });
  return request.post(`${origin}/api/revalidate`, {
    data: Buffer.from(payload),
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(
        payload,
        Date.now(),
        env.SANITY_REVALIDATE_SECRET!,
      ),
    },
  });
}
