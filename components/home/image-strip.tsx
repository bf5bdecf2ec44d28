import type { GalleryImage } from '@/content/gallery';
import { GalleryImg } from './gallery-img';
import { StripMotion } from './strip-motion';

/** The strip's images without repeats (by source), then the same run twice for a seamless loop. */
export function loopImages(images: readonly GalleryImage[]): {
  unique: GalleryImage[];
  looped: GalleryImage[];
} {
  const seen = new Set<string>();
  const unique = images.filter((image) =>
    seen.has(image.src) ? false : (seen.add(image.src), true),
  );
  return { unique, looped: [...unique, ...unique] };
}

/**
 * A self-scrolling gallery strip. The pictures are rendered here, on the server; the client island
 * (StripMotion) only moves and pauses them, so hydrating it creates no image elements of its own.
 */
export function ImageStrip({
  images,
  label,
  className,
}: {
  images: readonly GalleryImage[];
  /** Accessible name of the scrolling region, e.g. "Microscope gallery". */
  label: string;
  className?: string;
}) {
  const { unique, looped } = loopImages(images);
  return (
    <StripMotion label={label} loopLength={unique.length} className={className}>
      {looped.map((image, index) => {
        const repeat = index >= unique.length;
        return (
          <li
            key={`${image.src}-${index}`}
            data-strip-item=""
            aria-hidden={repeat || undefined}
            className="w-60 shrink-0 sm:w-80"
          >
            <figure className="relative overflow-hidden rounded-xl bg-ink shadow-card">
              <GalleryImg
                image={image}
                alt={repeat ? '' : image.alt}
                sizes="(min-width: 640px) 320px, 240px"
                className="aspect-[3/2] h-auto w-full object-cover"
              />
              <figcaption className="image-strip-caption absolute inset-x-0 bottom-0 px-3 pt-8 pb-2.5 text-xs leading-snug text-white sm:text-sm">
                {image.caption}
              </figcaption>
            </figure>
          </li>
        );
      })}
    </StripMotion>
  );
}
