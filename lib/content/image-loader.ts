import type { ImageLoaderProps } from 'next/image';
import { SANITY_IMAGE_HOST } from '../security/headers';

const SANITY_IMAGES = `${SANITY_IMAGE_HOST}/images/`;

export function isCmsImage(src: unknown): src is string {
  return typeof src === 'string' && src.startsWith(SANITY_IMAGES);
}

/** CMS images are resized by the CMS's image service; a preset's height scales with the width. */
export function sanityImageLoader({ src, width, quality }: ImageLoaderProps): string {
  const url = new URL(src);
  const presetWidth = Number(url.searchParams.get('w'));
  const presetHeight = Number(url.searchParams.get('h'));
  if (presetWidth > 0 && presetHeight > 0)
    url.searchParams.set('h', String(Math.round((presetHeight * width) / presetWidth)));
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(quality ?? 75)); // Next's own optimiser default
  url.searchParams.set('auto', 'format');
  if (!url.searchParams.has('fit')) url.searchParams.set('fit', 'max');
  return url.toString();
}
