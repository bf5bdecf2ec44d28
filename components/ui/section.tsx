import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Container } from './container';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'raised' | 'sunken';
}

export function Section({ id, eyebrow, title, intro, children, tone = 'plain' }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'py-14 sm:py-20',
        tone === 'raised' && 'bg-surface-raised',
        tone === 'sunken' && 'bg-surface-sunken',
      )}
    >
      <Container>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={headingId} className="mt-2 text-heading text-ink">
          {title}
        </h2>
        {intro ? (
          <div className="mt-4 max-w-prose text-lg leading-relaxed text-ink-soft">{intro}</div>
        ) : null}
        <div className="mt-8 sm:mt-10">{children}</div>
      </Container>
    </section>
  );
}
