import type { ReactNode } from 'react';
import { Container } from './container';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The top of every inner page: eyebrow, the page's one h1, a lead paragraph. */
export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <header className="page-header relative overflow-hidden border-b border-line bg-surface-raised">
      <Container className="relative py-14 sm:py-20">
        <p className="text-eyebrow font-semibold uppercase text-accent">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-title text-ink">{title}</h1>
        {lead ? (
          <div className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft">{lead}</div>
        ) : null}
        {children}
      </Container>
    </header>
  );
}
