import {
  urlSearchParamPreviewPathname,
  urlSearchParamPreviewSecret,
  validatePreviewUrl,
} from '@sanity/preview-url-secret';
import { draftMode } from 'next/headers';
import { config } from '../config';
import { secrets } from '../config.server';
import { sitePath } from '../security/site-path';
import { createCmsClient, createCmsSource, type CmsOptions, type ContentSource } from './source';

/** The owner's draft preview: only with a CMS project and a server-only read token. */
function previewAccess(): CmsOptions | null {
  const { projectId, dataset, apiHost } = config.sanity;
  const previewToken = secrets.sanityReadToken;
  return projectId && previewToken ? { projectId, dataset, apiHost, previewToken } : null;
}

/** Never while a page is prerendered, nor outside a request (draftMode() throws there). */
export async function isPreviewing(): Promise<boolean> {
  if (!previewAccess()) return false;
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

export function previewSource(): ContentSource | null {
  const access = previewAccess();
  return access ? createCmsSource(access) : null;
}

/** The secrets the Studio makes (@sanity/preview-url-secret): 16 random bytes, hex, base64url. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const refuse = (status: 400 | 401 | 404 | 429 | 503, message: string, retryAfter?: number) =>
  new Response(message, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      // A refusal by the rate limit says when to ask again, as the blog search's does.
      ...(retryAfter && { 'Retry-After': String(retryAfter) }),
    },
  });
const invalid = () => refuse(401, 'Invalid or expired preview secret.');

/**
 * The Presentation tool's enable link: a secret the Studio stored, a page of this site. Only a
 * secret the Studio could have made costs a CMS request, and only if `waitToAsk` (a rate limit)
 * gives no wait in seconds. A valid one turns draft mode on and opens the page.
 */
export async function checkPreviewLink(url: string, waitToAsk: () => number = () => 0) {
  const access = previewAccess();
  if (!access) return refuse(404, 'Not Found');
  const asked = new URL(url).searchParams;
  const requested = asked.get(urlSearchParamPreviewPathname);
  if (requested !== null && sitePath(requested) === null)
    return refuse(400, 'The preview path must be a path on this site, such as /blogs.');
  if (!SECRET_SHAPE.test(asked.get(urlSearchParamPreviewSecret) ?? '')) return invalid();
  const wait = waitToAsk();
  if (wait > 0)
    return refuse(429, 'Too many preview links at once. Please try again shortly.', wait);
  let result: Awaited<ReturnType<typeof validatePreviewUrl>>;
  try {
    result = await validatePreviewUrl(createCmsClient(access), url);
  } catch {
    return refuse(503, 'The CMS could not be asked to check the preview secret.');
  }
  if (!result.isValid) return invalid();
  (await draftMode()).enable();
  // A relative Location: the browser stays on the origin it asked, whatever host Next sees.
  const location = sitePath(result.redirectTo ?? '/') ?? '/';
  return new Response(null, { status: 307, headers: { Location: location } });
}
