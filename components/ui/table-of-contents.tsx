import { uiText } from '@/content/ui';

export function TableOfContents({ items }: { items: readonly { id: string; title: string }[] }) {
  const label = uiText.onThisPage;
  return (
    <nav aria-label={label} className="toc lg:sticky lg:top-[calc(var(--spacing-header)+2rem)]">
      <p className="text-eyebrow font-semibold uppercase text-ink-muted">{label}</p>
      <ol className="mt-3 space-y-1 border-l border-line text-sm">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className="toc-link py-1.5">
              {item.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
