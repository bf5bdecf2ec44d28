import { ExternalLink } from '@/components/ui/button-link';
import { ExternalIcon } from '@/components/ui/icons';
import { researchText } from '@/content/research-labels';
import type { methodology } from '@/content/research';

function MethodList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="rounded-card border border-line bg-surface-raised p-6 shadow-card sm:p-7">
      <h3 className="text-subheading text-ink">{title}</h3>
      <ul className="dot-list mt-4 space-y-3 text-ink-soft">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export function Methodology({ laboratory, computational, resources }: typeof methodology) {
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <MethodList title={researchText.laboratoryMethods} items={laboratory} />
        <MethodList title={researchText.computationalMethods} items={computational} />
      </div>
      <div className="mt-8">
        <h3 className="font-sans text-eyebrow font-semibold uppercase text-ink-muted">
          {researchText.resources}
        </h3>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {resources.map((resource) => (
            <li key={resource.href}>
              <ExternalLink
                href={resource.href}
                className="flex h-full flex-col rounded-xl border border-line bg-surface-raised p-4 transition-colors hover:border-accent"
              >
                <span className="font-semibold text-accent">
                  {resource.label}
                  <ExternalIcon width={14} height={14} className="ml-1.5 inline align-baseline" />
                </span>
                <span className="mt-1 text-sm text-ink-soft">{resource.description}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
