import { Link } from '@/components/ui/intent-link';
import { hero } from '@/content/home';
import { site } from '@/content/site';
import { routes } from '@/lib/routes';
import { buttonClasses } from '@/components/ui/button-link';
import { ArrowDownIcon } from '@/components/ui/icons';
import { Picture } from '@/components/ui/picture';
import { HeroPause } from './hero-pause';
import { HeroVideo } from './hero-video';
import { TypingTagline } from './typing-tagline';

/** Made by scripts/generate-hero-media.mjs; the poster is the loop's first frame. */
const HERO_MEDIA = {
  poster: { src: '/media/hero-poster.avif', width: 960, height: 540 },
  sources: [
    { src: '/media/hero-loop.webm', type: 'video/webm' },
    { src: '/media/hero-loop.mp4', type: 'video/mp4' },
  ],
} as const;

const OUTLINE_ON_INK =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-pill border border-white/45 px-5 py-2.5 text-sm font-semibold text-white transition-colors duration-200 hover:border-white hover:bg-white/10';

export function Hero({ nextSectionId }: { nextSectionId: string }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="hero on-ink relative isolate flex items-center overflow-hidden bg-ink text-ink-inverse"
    >
      {/* No first paint until the hero is parsed whole: its content is centred in the viewport,
          so a paint between two network chunks (or parser slices) would move it as the rest
          arrives. The browser holds rendering only until the next section's tag is parsed. */}
      <link rel="expect" href={`#${nextSectionId}`} blocking="render" />
      <div className="absolute inset-0 -z-10" aria-hidden="true">
        {/* The LCP element (already a small AVIF), preloaded by this hoisted link: React's own
            preload for an <img fetchPriority="high"> misses a fully prerendered page's head. */}
        <link rel="preload" href={HERO_MEDIA.poster.src} as="image" fetchPriority="high" />
        <Picture
          {...HERO_MEDIA.poster}
          alt=""
          unoptimized
          loading="eager"
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover"
        />
        <HeroVideo poster={HERO_MEDIA.poster.src} sources={HERO_MEDIA.sources} />
        <div className="hero-scrim absolute inset-0" />
      </div>

      {/* Before what moves: the keyboard reaches the pause first. */}
      <HeroPause />
      <div className="mx-auto w-full max-w-page px-5 py-20 sm:px-8">
        <p className="text-eyebrow font-semibold text-fluor uppercase">{hero.eyebrow}</p>
        <h1 id="hero-title" className="mt-4 text-display text-white">
          {site.name}
        </h1>
        <TypingTagline
          text={hero.tagline}
          className="mt-6 max-w-2xl font-serif text-xl leading-snug text-ink-inverse sm:text-2xl"
        />
        <div className="mt-10 flex flex-wrap gap-3">
          {hero.actions.map((action, index) => (
            <Link
              key={action.route}
              href={routes[action.route]}
              className={index === 0 ? buttonClasses('inverse') : OUTLINE_ON_INK}
            >
              {action.label}
            </Link>
          ))}
        </div>
      </div>

      <a
        href={`#${nextSectionId}`}
        className="hero-scroll-cue absolute bottom-6 left-1/2 inline-flex -translate-x-1/2 items-center gap-2 rounded-pill px-3 py-2 text-sm text-ink-inverse/85 hover:text-white"
      >
        <ArrowDownIcon />
        <span>{hero.scrollCue}</span>
      </a>
    </section>
  );
}
