import type { GalleryImage } from '@/content/gallery';

/** A gallery image in the shape pageMetadata() expects for the social preview. */
export function socialImage(
  image: GalleryImage | { src: string; width: number; height: number; alt: string },
) {
  return { url: image.src, width: image.width, height: image.height, alt: image.alt };
}
