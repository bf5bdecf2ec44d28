import type { ImageStripContent } from '@/content/home';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';
import { ImageStrip } from './image-strip';

/** The gallery runs edge to edge (at most 120 rem wide, so one run fills it). */
export function StripSection({
  content,
  tone = 'plain',
}: {
  content: ImageStripContent;
  tone?: 'plain' | 'raised';
}) {
  const headingId = `${content.id}-heading`;
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
      <ImageStrip
        images={content.images}
        label={content.label}
        className="mx-auto mt-8 max-w-[120rem] sm:mt-10"
      />
    </section>
  );
}
