import type { ImageLoaderProps } from 'next/image';
import { SANITY_IMAGE_HOST } from '../security/headers';

/** Where the CMS's image service serves images (@sanity/image-url's default base URL). */
const SANITY_IMAGES = `${SANITY_IMAGE_HOST}/images/`;

/** Quality when next/image asks for none: the same default as Next's own optimiser. */
const DEFAULT_QUALITY = 75;

export function isCmsImage(src: unknown): src is string {
  return typeof src === 'string' && src.startsWith(SANITY_IMAGES);
}

/**
 * A next/image loader for CMS images, which the CMS's image service resizes (no second trip through
 * /_next/image). The crop and fit of the @sanity/image-url URL stay; a fixed height scales with
 * the width, keeping the preset's aspect ratio.
 */
export function sanityImageLoader({ src, width, quality }: ImageLoaderProps): string {
  const url = new URL(src);
  const presetWidth = Number(url.searchParams.get('w'));
  const presetHeight = Number(url.searchParams.get('h'));
  if (presetWidth > 0 && presetHeight > 0)
    url.searchParams.set('h', String(Math.round((presetHeight * width) / presetWidth)));
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(quality ?? DEFAULT_QUALITY));
  url.searchParams.set('auto', 'format');
  if (!url.searchParams.has('fit')) url.searchParams.set('fit', 'max');
  return url.toString();
}
