import { contactPage } from '@/content/contact';
import { site } from '@/content/site';
import { ExternalLink } from '@/components/ui/button-link';
import { ExternalIcon, MailIcon, PinIcon } from '@/components/ui/icons';

const { info, inquiries } = contactPage;

function LinkedInIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.83v1.54h.06c.53-1 1.84-2.06 3.79-2.06 4.05 0 4.8 2.67 4.8 6.13V21h-4v-4.99c0-1.19-.02-2.72-1.66-2.72-1.66 0-1.91 1.3-1.91 2.64V21h-4V9.75Z" />
    </svg>
  );
}

const rowLink =
  'group flex items-start gap-4 rounded-xl p-3 -m-3 transition-colors duration-200 hover:bg-accent-soft/60';
const iconBadge =
  'flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent';
const rowLabel = 'block text-sm font-semibold text-ink-muted';

export function ContactAside() {
  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="contact-information-heading"
        className="rounded-card border border-line bg-surface-raised p-6 shadow-card sm:p-8"
      >
        <h2 id="contact-information-heading" className="text-subheading font-semibold text-ink">
          {info.heading}
        </h2>
        <ul className="mt-6 grid gap-5">
          <li>
            <a href={`mailto:${site.email}`} className={rowLink}>
              <span className={iconBadge}>
                <MailIcon />
              </span>
              <span className="min-w-0">
                <span className={rowLabel}>{info.emailLabel}</span>
                <span className="block text-sm font-medium text-accent [overflow-wrap:anywhere] group-hover:underline sm:text-base">
                  {site.email}
                </span>
              </span>
            </a>
          </li>
          <li>
            <ExternalLink href={site.socials.linkedin} className={rowLink}>
              <span className={iconBadge}>
                <LinkedInIcon />
              </span>
              <span className="min-w-0">
                <span className={rowLabel}>{info.linkedinLabel}</span>
                <span className="flex items-center gap-1.5 font-medium text-accent group-hover:underline">
                  {info.linkedinText}
                  <ExternalIcon width={16} height={16} />
                </span>
              </span>
            </ExternalLink>
          </li>
          <li className="flex items-start gap-4">
            <span className={iconBadge}>
              <PinIcon />
            </span>
            <span>
              <span className={rowLabel}>{info.locationLabel}</span>
              <span className="block font-medium text-ink">{site.city}</span>
            </span>
          </li>
        </ul>
      </section>

      <section
        aria-labelledby="specific-inquiries-heading"
        className="rounded-card border border-line bg-surface-sunken/60 p-6 sm:p-8"
      >
        <h2 id="specific-inquiries-heading" className="text-subheading font-semibold text-ink">
          {inquiries.heading}
        </h2>
        <dl className="mt-5 grid gap-5">
          {inquiries.items.map((item) => (
            <div key={item.title} className="border-l-2 border-accent pl-4">
              <dt className="font-semibold text-ink">{item.title}</dt>
              <dd className="mt-1 text-sm leading-relaxed text-ink-soft">{item.text}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
