import { Link } from '@/components/ui/intent-link';
import { ChevronRightIcon } from '@/components/ui/icons';
import { uiText } from '@/content/ui';
import type { LongFormPage } from '@/content/research-types';

export function DeepDiveLinks({ items }: { items: { href: string; page: LongFormPage }[] }) {
  return (
    <ul className="mt-10 grid gap-5 md:grid-cols-2">
      {items.map(({ href, page }) => (
        <li key={href}>
          <Link
            href={href}
            className="group flex h-full flex-col rounded-card border border-line bg-surface-raised p-6 shadow-card transition-[border-color,box-shadow] duration-200 hover:border-accent hover:shadow-lift"
          >
            <span className="eyebrow">{page.eyebrow}</span>
            <span className="mt-2 font-serif text-subheading text-ink">{page.title}</span>
            <span className="mt-2 flex-1 leading-relaxed text-ink-soft">{page.description}</span>
            <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent">
              {uiText.readMore}
              <ChevronRightIcon
                width={16}
                height={16}
                className="transition-transform group-hover:translate-x-0.5"
              />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
