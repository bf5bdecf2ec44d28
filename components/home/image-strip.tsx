import type { GalleryImage } from '@/content/gallery';
import { pauseStripLabel } from '@/content/home';
import { GalleryImg } from '@/components/ui/gallery-img';
import { StripMotion } from './strip-motion';

/** Without repeats (by source); StripMotion adds the second run it loops on. */
export function uniqueImages(images: readonly GalleryImage[]): GalleryImage[] {
  const seen = new Set<string>();
  return images.filter((image) => (seen.has(image.src) ? false : (seen.add(image.src), true)));
}

/** The pictures are rendered on the server; the StripMotion island only moves and pauses them. */
export function ImageStrip({
  images,
  label,
  className,
}: {
  images: readonly GalleryImage[];
  label: string;
  className?: string;
}) {
  const unique = uniqueImages(images);
  return (
    <StripMotion
      label={label}
      pauseLabel={pauseStripLabel(label)}
      loopLength={unique.length}
      className={className}
    >
      {unique.map((image) => (
        <li key={image.src} data-strip-item="" className="w-60 shrink-0 sm:w-80">
          <figure className="image-strip-figure">
            <GalleryImg
              image={image}
              // Its widest: w-80 (320 px) from `sm` up.
              shownAt={320}
              className="aspect-[3/2] h-auto w-full object-cover"
            />
            <figcaption className="image-strip-caption">{image.caption}</figcaption>
          </figure>
        </li>
      ))}
    </StripMotion>
  );
}
