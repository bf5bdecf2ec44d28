import { Picture } from '@/components/ui/picture';
import type { GalleryImage } from '@/content/gallery';

type GalleryImgProps = {
  image: GalleryImage;
  className?: string;
} & (
  | { sizes: string; shownAt?: never }
  /** The widest it is ever shown, in CSS px: the srcset holds just 1× and 2×. */
  | { shownAt: number; sizes?: never }
);

export function GalleryImg({ image, sizes, shownAt, className }: GalleryImgProps) {
  const width = shownAt ?? image.width;
  return (
    <Picture
      src={image.src}
      width={width}
      height={Math.round((image.height * width) / image.width)}
      alt={image.alt}
      sizes={sizes}
      // The file's own ratio: the rounded height above would make the box a fraction off.
      style={shownAt ? { aspectRatio: `${image.width} / ${image.height}` } : undefined}
      loading="lazy"
      className={className}
    />
  );
}
