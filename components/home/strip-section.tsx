import type { GalleryImage } from '@/content/gallery';
import { pauseStripLabel, type ImageStripContent } from '@/content/home';
import { Container } from '@/components/ui/container';
import { GalleryImg } from '@/components/ui/gallery-img';
import { cn } from '@/lib/cn';
import { StripMotion } from './strip-motion';

/** Without repeats (by source); StripMotion adds the second run it loops on. */
export const uniqueImages = (images: readonly GalleryImage[]) =>
  images.filter((image, index) => images.findIndex((other) => other.src === image.src) === index);

/**
 * The gallery runs edge to edge (at most 120 rem wide, so one run fills it). The pictures are
 * rendered on the server; the StripMotion island only moves and pauses them.
 */
export function StripSection({
  content,
  tone = 'plain',
}: {
  content: ImageStripContent;
  tone?: 'plain' | 'raised';
}) {
  const headingId = `${content.id}-heading`;
  const unique = uniqueImages(content.images);
  return (
    <section
      id={content.id}
      aria-labelledby={headingId}
      className={cn('py-14 sm:py-20', tone === 'raised' && 'bg-surface-raised')}
    >
      <Container>
        <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] md:items-end md:gap-12">
          <div>
            <p className="eyebrow">{content.eyebrow}</p>
            <h2 id={headingId} className="mt-2 text-heading text-ink">
              {content.title}
            </h2>
          </div>
          <p className="max-w-prose leading-relaxed text-ink-soft">{content.intro}</p>
        </div>
      </Container>
      <StripMotion
        label={content.label}
        pauseLabel={pauseStripLabel(content.label)}
        loopLength={unique.length}
        className="mx-auto mt-8 max-w-[120rem] sm:mt-10"
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
    </section>
  );
}
