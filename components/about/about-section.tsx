import { Fragment, type ReactNode } from 'react';

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
        {/* "Presentations/Awards/Scholarships" may wrap after each slash on narrow screens. */}
        {title.split('/').map((part, i) => (
          <Fragment key={part}>
            {i > 0 && '/'}
            {i > 0 && <wbr />}
            {part}
          </Fragment>
        ))}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}
