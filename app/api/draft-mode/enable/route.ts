import { checkPreviewLink } from '@/lib/content';
import { clientAddress, createBucket, createClientBuckets } from '@/lib/security/rate-limit';

/** Secrets checked against the CMS. */
const clients = createClientBuckets(10, 0.1);
const server = createBucket(30, 1);

/** For the Studio's Presentation tool: only a secret it just stored in the dataset enables it. */
export async function GET(request: Request) {
  const mayAsk = () =>
    clients.take(clientAddress(request), Date.now()) === 0 && server.take(Date.now()) === 0;
  return checkPreviewLink(request.url, mayAsk);
}
