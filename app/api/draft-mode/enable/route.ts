import { draftMode } from 'next/headers';
import { checkPreviewLink } from '@/lib/content';

/**
 * The Studio's Presentation tool opens the site here. Only a secret the Studio just stored in the
 * dataset turns draft mode on (a cookie for this browser alone); then the page it asked for opens.
 */
export async function GET(request: Request) {
  const answer = await checkPreviewLink(request.url);
  if (answer.status !== 307)
    return new Response(answer.message, {
      status: answer.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  (await draftMode()).enable();
  // A relative Location: the browser stays on the origin it asked, whatever host Next sees.
  return new Response(null, { status: 307, headers: { Location: answer.location } });
}
