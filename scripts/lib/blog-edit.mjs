// The two halves of a blog edit in tests and checks: the "CMS" (a dataset file the server reads)
// changes, then its signed webhook tells the server.
import { renameSync, writeFileSync } from 'node:fs';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';

/** Replaces the dataset in one step, so a server never reads half a file. */
export function writeDataset(file, text) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

/** POSTs the CMS's signed webhook for a post to `origin`; answers the response. */
export async function postWebhook(origin, secret, slug) {
  const body = JSON.stringify({ _type: 'post', slug: { current: slug } });
  return fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret),
    },
  });
}
