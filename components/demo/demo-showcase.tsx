import { Link } from '@/components/ui/intent-link';
import { cn } from '@/lib/cn';
import { PhageIcon } from '@/components/ui/icons';
import { demoTiles, glowCards, rainbowButtons } from '@/content/ui-demo';
import { routes } from '@/lib/routes';

export function GlowCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {glowCards.map((card) => (
        <li key={card.title} className="glow-card">
          <div className="glow-card__inner">
            <span className="flex size-10 items-center justify-center rounded-full bg-accent-soft text-accent">
              <PhageIcon />
            </span>
            <h3 className="mt-4 text-subheading font-semibold text-ink">{card.title}</h3>
            <p className="mt-2 text-ink-soft">{card.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function RainbowButtons() {
  return (
    <div className="flex flex-wrap gap-4">
      {rainbowButtons.map((button) => (
        <Link
          key={button.label}
          href={routes[button.route]}
          className={cn(
            'rainbow-button',
            button.variant === 'outline' && 'rainbow-button--outline',
          )}
        >
          {button.label}
        </Link>
      ))}
    </div>
  );
}

export function TileGrid() {
  return (
    <ul className="demo-tiles grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
      {demoTiles.map((tile) => (
        <li
          key={tile.title}
          className={cn('demo-tile', `demo-tile--${tile.tone}`)}
          data-testid="demo-tile"
        >
          <h3 className="text-subheading font-semibold text-ink">{tile.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-soft">{tile.description}</p>
        </li>
      ))}
    </ul>
  );
}
