import { Link } from '@/components/ui/intent-link';
import type { ResearchArea } from '@/content/types';
import { researchAreas, researchAreasSection as copy } from '@/content/home';
import { Container } from '@/components/ui/container';
import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/lib/cn';
import { routes } from '@/lib/routes';
import { researchAreaIcons } from './research-area-icon';
import { ResearchCarousel } from './research-carousel';
import { uiText } from '@/content/ui';

const MOBILE_VISIBLE_CARDS = 4;

function ResearchAreaCard({ area }: { area: ResearchArea }) {
  const Icon = researchAreaIcons[area.icon];
  return (
    <article className="research-card group">
      <span
        className={cn(
          'inline-flex size-12 items-center justify-center rounded-xl',
          area.colorClass,
        )}
      >
        <Icon width={24} height={24} />
      </span>
      <h3 className="mt-5 text-subheading text-ink">
        <Link href={routes[area.route]} className="card-link">
          {area.title}
        </Link>
      </h3>
      <p className="mt-2 leading-relaxed text-ink-soft">{area.description}</p>
      <p
        aria-hidden="true"
        className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-accent"
      >
        {uiText.learnMore}
        <span className="card-arrow">→</span>
      </p>
    </article>
  );
}

export function ResearchAreas() {
  return (
    <section
      id={copy.id}
      aria-labelledby={`${copy.id}-heading`}
      className="bg-surface py-14 sm:py-20"
    >
      <Container>
        <ResearchCarousel
          labels={copy.carousel}
          header={
            <>
              <p className="eyebrow">{copy.eyebrow}</p>
              <h2 id={`${copy.id}-heading`} className="mt-2 text-heading text-ink">
                {copy.title}
              </h2>
              <p className="mt-4 max-w-prose text-lg leading-relaxed text-ink-soft">{copy.intro}</p>
            </>
          }
        >
          {researchAreas.map((area, index) => (
            <li
              key={area.title}
              className={cn(
                'research-carousel-item md:w-80 md:shrink-0',
                index >= MOBILE_VISIBLE_CARDS && 'max-md:hidden',
              )}
            >
              <ResearchAreaCard area={area} />
            </li>
          ))}
        </ResearchCarousel>
        <ButtonLink
          href={routes[copy.viewAllRoute]}
          variant="secondary"
          className="mt-8 w-full md:hidden"
        >
          {copy.viewAllLabel}
          <span aria-hidden="true">→</span>
        </ButtonLink>
      </Container>
    </section>
  );
}
