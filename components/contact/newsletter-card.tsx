import { contactPage } from '@/content/contact';
import { newsletter } from '@/lib/newsletter';
import { buttonClasses, ExternalLink } from '@/components/ui/button-link';
import { ExternalIcon, MailIcon } from '@/components/ui/icons';

const copy = contactPage.newsletter;

export function NewsletterCard() {
  return (
    <section
      aria-labelledby="newsletter-card-heading"
      className="on-ink contact-newsletter relative overflow-hidden rounded-card bg-ink p-6 text-ink-inverse shadow-lift sm:p-10"
    >
      <div className="relative grid gap-6 md:grid-cols-[1fr_auto] md:items-center">
        <div>
          <h2 id="newsletter-card-heading" className="text-heading text-white">
            {copy.heading}
          </h2>
          <p className="mt-3 max-w-prose leading-relaxed text-ink-inverse/85">{copy.text}</p>
        </div>
        {newsletter.configured ? (
          <ExternalLink href={newsletter.href} className={buttonClasses('inverse')}>
            {copy.cta}
            <ExternalIcon width={16} height={16} />
          </ExternalLink>
        ) : (
          <a href={newsletter.href} className={buttonClasses('inverse')}>
            <MailIcon width={16} height={16} />
            {copy.fallbackCta}
          </a>
        )}
      </div>
    </section>
  );
}
