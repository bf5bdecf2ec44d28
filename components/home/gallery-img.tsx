import { Picture } from '@/components/ui/picture';
import type { GalleryImage } from '@/content/gallery';

type GalleryImgProps = {
  image: GalleryImage;
  /** Overrides the image's own alt text (empty for a decorative repeat). */
  alt?: string;
  className?: string;
} & (
  | { sizes: string; shownAt?: never }
  /**
   * The widest the picture is ever shown, in CSS pixels: the srcset then holds two candidates
   * (1× and 2×) instead of one per configured width, which keeps a strip of a dozen pictures
   * light in the HTML and in the page's RSC payload.
   */
  | { shownAt: number; sizes?: never }
);

/** A lazy gallery picture (see Picture: next/image's attributes on a plain <img>). */
export function GalleryImg({ image, alt = image.alt, sizes, shownAt, className }: GalleryImgProps) {
  const width = shownAt ?? image.width;
  return (
    <Picture
      src={image.src}
      width={width}
      height={Math.round((image.height * width) / image.width)}
      alt={alt}
      sizes={sizes}
      // The file's own ratio: the rounded height above would make the box a fraction off.
      style={shownAt ? { aspectRatio: `${image.width} / ${image.height}` } : undefined}
      loading="lazy"
      className={className}
    />
  );
}
