import { newsletterSection as copy } from '@/content/home';
import { newsletter, NEWSLETTER_FRAME_SANDBOX } from '@/lib/newsletter';
import { Container } from '@/components/ui/container';
import { MailIcon } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button-link';

export function NewsletterSection() {
  // It continues the research areas' surface: their bottom padding is its top.
  return (
    <section id={copy.id} aria-labelledby={`${copy.id}-heading`} className="pb-14 sm:pb-20">
      <Container>
        <div className="newsletter-panel grid overflow-hidden rounded-card border border-line bg-surface-raised shadow-card md:grid-cols-2">
          <div className="p-7 sm:p-10">
            <p className="eyebrow">{copy.eyebrow}</p>
            <h2 id={`${copy.id}-heading`} className="mt-2 text-heading text-ink">
              {copy.title}
            </h2>
            <p className="mt-4 leading-relaxed text-ink-soft">{copy.body}</p>
            <ul className="mt-6 space-y-2.5">
              {copy.points.map((point) => (
                <li key={point} className="flex items-start gap-3 text-ink-soft">
                  <span
                    aria-hidden="true"
                    className="mt-2 size-2 shrink-0 rounded-full bg-accent ring-4 ring-accent-soft"
                  />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="newsletter-signup flex flex-col justify-center border-t border-line bg-surface-sunken/60 p-7 sm:p-10 md:border-t-0 md:border-l">
            {newsletter.configured ? (
              <iframe
                src={newsletter.href}
                title={copy.frameTitle}
                loading="lazy"
                sandbox={NEWSLETTER_FRAME_SANDBOX}
                referrerPolicy="strict-origin-when-cross-origin"
                className="h-80 w-full rounded-xl border border-line bg-surface-raised"
              />
            ) : (
              <div>
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
                  <MailIcon width={24} height={24} />
                </span>
                <h3 className="mt-5 text-subheading text-ink">{copy.fallbackTitle}</h3>
                <p className="mt-2 leading-relaxed text-ink-soft">{copy.fallbackBody}</p>
                <a href={newsletter.href} className={buttonClasses('primary', 'mt-6')}>
                  <MailIcon />
                  {copy.fallbackLabel}
                </a>
              </div>
            )}
            <p className="mt-5 text-sm text-ink-muted">{copy.privacyNote}</p>
          </div>
        </div>
      </Container>
    </section>
  );
}
