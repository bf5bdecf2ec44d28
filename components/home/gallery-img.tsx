import { Picture } from '@/components/ui/picture';
import type { GalleryImage } from '@/content/gallery';

interface GalleryImgProps {
  image: GalleryImage;
  /** Overrides the image's own alt text (empty for a decorative repeat). */
  alt?: string;
  sizes: string;
  className?: string;
}

/** A lazy gallery picture (see Picture: next/image's attributes on a plain <img>). */
export function GalleryImg({ image, alt = image.alt, sizes, className }: GalleryImgProps) {
  return (
    <Picture
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      sizes={sizes}
      loading="lazy"
      className={className}
    />
  );
}
