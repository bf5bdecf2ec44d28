import { draftMode } from 'next/headers';
import { sitePath } from '@/lib/security/site-path';

/** The preview bar's "exit" link: draft mode off, back to the page (on this site only). */
export async function GET(request: Request) {
  (await draftMode()).disable();
  const location = sitePath(new URL(request.url).searchParams.get('redirect') ?? '/') ?? '/';
  return new Response(null, { status: 307, headers: { Location: location } });
}
