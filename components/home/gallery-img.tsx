import { getImageProps } from 'next/image';
import type { GalleryImage } from '@/content/gallery';

interface GalleryImgProps {
  image: GalleryImage;
  /** Overrides the image's own alt text (empty for a decorative repeat). */
  alt?: string;
  sizes: string;
  className?: string;
}

/**
 * A lazy gallery picture with next/image's srcset, sizes and optimiser URLs, rendered as a plain
 * <img>: a page with thirty pictures then hydrates no image component at all.
 */
export function GalleryImg({ image, alt = image.alt, sizes, className }: GalleryImgProps) {
  const { props } = getImageProps({
    src: image.src,
    width: image.width,
    height: image.height,
    alt,
    sizes,
    loading: 'lazy',
    className,
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props
  return <img {...props} />;
}
