import { draftMode } from 'next/headers';
import { checkPreviewLink } from '@/lib/content';
import { clientAddress, createBucket, createClientBuckets } from '@/lib/security/rate-limit';

/** Secrets checked against the CMS. */
const clients = createClientBuckets(10, 0.1);
const server = createBucket(30, 1);

/** For the Studio's Presentation tool: only a secret it just stored in the dataset enables it. */
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
