import { Fragment } from 'react';
import { uiText } from '@/content/ui';
import { cn } from '@/lib/cn';

/** A long page's sidebar (hidden in print), or the box that opens a blog article. */
const STYLES = {
  sidebar: {
    // Taller than a short window (or large text), it scrolls itself; the padding keeps focus rings.
    nav: 'toc lg:sticky lg:top-[calc(var(--spacing-header)+2rem)] lg:-m-2 lg:max-h-[calc(100dvh-var(--spacing-header)-3rem)] lg:overflow-y-auto lg:overscroll-contain lg:p-2',
    list: 'space-y-1 border-l border-line',
    link: 'toc-link py-1.5',
  },
  box: {
    nav: 'mb-10 rounded-card border border-line bg-surface-raised p-5',
    list: 'space-y-1.5',
    link: 'text-accent hover:underline',
  },
};

/** "Presentations/Awards/Scholarships" may wrap after a slash, not inside a word. */
export function SlashBreaks({ text }: { text: string }) {
  return text.split(/(?<=\/)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

export function TableOfContents({
  items,
  label = uiText.onThisPage,
  variant = 'sidebar',
}: {
  items: readonly { id: string; title: string }[];
  label?: string;
  variant?: keyof typeof STYLES;
}) {
  const style = STYLES[variant];
  return (
    <nav aria-label={label} className={style.nav}>
      <p className="text-eyebrow font-semibold uppercase text-ink-muted">{label}</p>
      <ol className={cn('mt-3 text-sm', style.list)}>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className={style.link}>
              <SlashBreaks text={item.title} />
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
