import { closingStrip as copy } from '@/content/home';
import { Container } from '@/components/ui/container';
import { GalleryImg } from '@/components/ui/gallery-img';

export function ClosingStrip() {
  return (
    <section aria-labelledby={`${copy.id}-heading`} className="bg-surface-raised py-14 sm:py-20">
      <Container>
        <h2 id={`${copy.id}-heading`} className="text-subheading text-ink">
          {copy.title}
        </h2>
        <ol className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {copy.images.map((image, index) => (
            <li key={image.src}>
              <figure>
                <GalleryImg
                  image={image}
                  sizes="(min-width: 1024px) 264px, (min-width: 640px) 45vw, 50vw"
                  className="aspect-[3/2] h-auto w-full rounded-xl object-cover shadow-card"
                />
                <figcaption className="mt-2.5 text-sm leading-snug text-ink-soft">
                  <span className="mr-1.5 font-semibold text-accent tabular-nums">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  {image.caption}
                </figcaption>
              </figure>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
