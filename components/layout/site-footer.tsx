import { footerLinks, navigation } from '@/lib/routes';
import { site } from '@/content/site';
import { shellText } from '@/content/layout';
import { newsletter } from '@/lib/newsletter';
import { MailIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import { BrandMark } from './brand-mark';
import { CurrentYear } from './current-year';
import { FooterLink } from './footer-link';

export function SiteFooter() {
  return (
    <footer className="on-ink bg-ink text-ink-inverse">
      <div className="mx-auto grid max-w-page gap-10 px-5 py-14 sm:px-8 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <BrandMark />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-ink-inverse/75">
            {shellText.footerTagline.replace('{owner}', site.owner.name)}
          </p>
          <ul className="mt-6 space-y-2 text-sm">
            <li className="flex items-center gap-2 text-ink-inverse/85">
              <PinIcon className="text-fluor" /> {site.city}
            </li>
            <li>
              <a
                className="flex items-center gap-2 text-ink-inverse/85 hover:text-white"
                href={`tel:${site.phone.replace(/[^+\d]/g, '')}`}
              >
                <PhoneIcon className="text-fluor" /> {site.phone}
              </a>
            </li>
            <li>
              <a
                className="flex items-center gap-2 text-ink-inverse/85 hover:text-white"
                href={`mailto:${site.email}`}
              >
                <MailIcon className="text-fluor" /> {site.email}
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label={shellText.footerNavigation}>
          <h2 className="font-sans text-eyebrow font-semibold uppercase text-agar">
            {shellText.footerExploreHeading}
          </h2>
          <ul className="mt-4 grid gap-2 text-sm">
            {navigation.map((item) => (
              <li key={item.path}>
                <FooterLink className="text-ink-inverse/85 hover:text-white" href={item.path}>
                  {item.label}
                </FooterLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-eyebrow font-semibold uppercase text-agar">
            {shellText.footerSiteHeading}
          </h2>
          <ul className="mt-4 grid gap-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.path}>
                <FooterLink className="text-ink-inverse/85 hover:text-white" href={link.path}>
                  {link.label}
                </FooterLink>
              </li>
            ))}
            <li>
              <a
                className="text-ink-inverse/85 hover:text-white"
                href={newsletter.href}
                {...(newsletter.configured ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {shellText.footerNewsletter}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-page px-5 py-5 text-xs text-ink-inverse/70 sm:px-8">
          © <CurrentYear initialYear={new Date().getFullYear()} /> {site.name}
          {shellText.footerRights}
        </p>
      </div>
    </footer>
  );
}
