import { draftMode } from 'next/headers';
import { checkPreviewLink } from '@/lib/content';
import { clientAddress, createBucket, createClientBuckets } from '@/lib/security/rate-limit';

/** Secrets checked against the CMS: 10 at once per address, then one every 10 s; 30 per server. */
const clients = createClientBuckets(10, 0.1);
const server = createBucket(30, 1);

/**
 * The Studio's Presentation tool opens the site here. Only a secret the Studio just stored in the
 * dataset turns draft mode on (a cookie for this browser alone); then the page it asked for opens.
 */
export async function GET(request: Request) {
  const mayAsk = () =>
    clients.take(clientAddress(request), Date.now()) === 0 && server.take(Date.now()) === 0;
  const answer = await checkPreviewLink(request.url, mayAsk);
  if (answer.status !== 307)
    return new Response(answer.message, {
      status: answer.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  (await draftMode()).enable();
  // A relative Location: the browser stays on the origin it asked, whatever host Next sees.
  return new Response(null, { status: 307, headers: { Location: answer.location } });
}
