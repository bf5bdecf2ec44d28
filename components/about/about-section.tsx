import type { ReactNode } from 'react';
import { SlashBreaks } from '@/components/ui/table-of-contents';

export function AboutSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="about-section border-t border-line py-10 first:border-t-0 first:pt-0"
    >
      <h2 id={`${id}-heading`} className="text-heading text-ink">
        <SlashBreaks text={title} />
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}
