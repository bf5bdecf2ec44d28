import { checkPreviewLink } from '@/lib/content';
import { clientAddress, createBucket, createClientBuckets } from '@/lib/security/rate-limit';

/** Secrets checked against the CMS. */
const clients = createClientBuckets(10, 0.1);
const server = createBucket(30, 1);

/** For the Studio's Presentation tool: only a secret it just stored in the dataset enables it. */
export async function GET(request: Request) {
  // The server's token is spent only once this address may ask.
  const waitToAsk = () =>
    clients.take(clientAddress(request), Date.now()) || server.take(Date.now());
  return checkPreviewLink(request.url, waitToAsk);
}
