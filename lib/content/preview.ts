import { urlSearchParamPreviewPathname, validatePreviewUrl } from '@sanity/preview-url-secret';
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

export type PreviewAnswer =
  { status: 400 | 401 | 404 | 503; message: string } | { status: 307; location: string };

/** The Presentation tool's enable link: a secret the Studio stored, a page of this site. */
export async function checkPreviewLink(url: string): Promise<PreviewAnswer> {
  const access = previewAccess();
  if (!access) return { status: 404, message: 'Not Found' };
  const requested = new URL(url).searchParams.get(urlSearchParamPreviewPathname);
  if (requested !== null && sitePath(requested) === null)
    return {
      status: 400,
      message: 'The preview path must be a path on this site, such as /blogs.',
    };
  let result: Awaited<ReturnType<typeof validatePreviewUrl>>;
  try {
    result = await validatePreviewUrl(createCmsClient(access), url);
  } catch {
    return { status: 503, message: 'The CMS could not be asked to check the preview secret.' };
  }
  if (!result.isValid) return { status: 401, message: 'Invalid or expired preview secret.' };
  return { status: 307, location: sitePath(result.redirectTo ?? '/') ?? '/' };
}
