import type { PhageCategory } from '@/content/research-types';
import { PhageIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { phagesPage, type phageApplications, type whatArePhages } from '@/content/phages';

export function LifeCycles({ cycles }: { cycles: typeof whatArePhages.cycles }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {cycles.map((cycle, index) => (
        <article
          key={cycle.title}
          className="rounded-card border border-line bg-surface-raised p-6 shadow-card sm:p-7"
        >
          <h3 className="flex items-center gap-3 text-subheading text-ink">
            <span
              aria-hidden="true"
              className={cn(
                'grid size-8 place-items-center rounded-full font-sans text-sm font-bold',
                index === 0 ? 'bg-accent text-ink-inverse' : 'bg-amber-soft text-amber',
              )}
            >
              {index + 1}
            </span>
            {cycle.title}
          </h3>
          <p className="mt-3 leading-relaxed text-ink-soft">{cycle.summary}</p>
          <ol className="mt-4 space-y-2.5 border-l-2 border-line pl-5">
            {cycle.steps.map((step) => (
              <li key={step} className="relative leading-relaxed text-ink-soft">
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute -left-[1.6rem] top-2 size-2.5 rounded-full ring-4 ring-surface-raised',
                    index === 0 ? 'bg-accent' : 'bg-amber',
                  )}
                />
                {step}
              </li>
            ))}
          </ol>
        </article>
      ))}
    </div>
  );
}

export function CategoryCard({ category }: { category: PhageCategory }) {
  const featured = (category.examples?.length ?? 0) > 6;
  return (
    <article
      id={category.id}
      aria-labelledby={`${category.id}-title`}
      className={cn(
        'flex h-full flex-col rounded-card border border-line bg-surface-raised p-6 shadow-card sm:p-7',
        featured && 'md:col-span-2 lg:col-span-3',
      )}
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-soft text-accent">
          <PhageIcon width={22} height={22} />
        </span>
        <h3 id={`${category.id}-title`} className="text-subheading text-ink">
          {category.title}
        </h3>
      </div>
      <p className="mt-4 leading-relaxed text-ink-soft">{category.description}</p>
      {category.examples ? (
        <div className="mt-5">
          <h4 className="text-eyebrow font-semibold uppercase text-ink-muted">
            {featured ? phagesPage.featuredExamples(category.examples.length) : phagesPage.examples}
          </h4>
          <ul
            className={cn(
              'mt-3',
              featured
                ? 'grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5'
                : 'space-y-2 text-sm leading-relaxed text-ink-soft',
            )}
          >
            {category.examples.map((example) => (
              <li
                key={example}
                className={
                  featured
                    ? 'rounded-lg border border-line bg-surface px-3 py-2 font-mono text-sm text-ink'
                    : 'flex gap-2.5'
                }
              >
                {featured ? null : (
                  <span
                    aria-hidden="true"
                    className="mt-2 size-1.5 shrink-0 rounded-full bg-accent"
                  />
                )}
                {example}
              </li>
            ))}
          </ul>
          {category.examplesNote ? (
            <p className="mt-3 text-sm text-ink-muted">{category.examplesNote}</p>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

export function StructureParts({ parts }: { parts: readonly { name: string; detail: string }[] }) {
  return (
    <dl className="grid gap-4">
      {parts.map((part) => (
        <div key={part.name} className="rounded-xl border border-line bg-surface-raised p-4">
          <dt className="font-semibold text-ink">{part.name}</dt>
          <dd className="mt-1 text-sm leading-relaxed text-ink-soft">{part.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

export function FactStrip({ facts }: { facts: readonly { value: string; label: string }[] }) {
  return (
    <dl className="on-ink grid gap-px overflow-hidden rounded-card bg-ink-soft sm:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col-reverse bg-ink p-6">
          <dt className="mt-1 text-sm text-ink-inverse/80">{fact.label}</dt>
          <dd className="font-serif text-title text-fluor">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ApplicationGrid({ items }: { items: typeof phageApplications }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => (
        <li
          key={item.id}
          id={item.id}
          className="flex flex-col rounded-card border border-line bg-surface-raised p-6 shadow-card"
        >
          <span aria-hidden="true" className="font-serif text-heading text-accent/70">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="mt-2 text-subheading text-ink">{item.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-soft">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
