import { cacheLife } from 'next/cache';
import { FOOTER_PAGES_ID, footerLinks, navigation, type NavSubItem } from '@/lib/routes';
import { site } from '@/content/site';
import { phoneHref } from '@/lib/contact';
import { shellText } from '@/content/layout';
import { newsletter } from '@/lib/newsletter';
import { ExternalLink } from '@/components/ui/button-link';
import { MailIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import { BrandMark } from './brand-mark';
import { CurrentYear } from './current-year';
import { FooterLink } from './footer-link';

/** Cache Components refuses `new Date()` outside `'use cache'`; the browser's year replaces it. */
async function renderYear() {
  'use cache';
  cacheLife({ revalidate: Infinity, expire: Infinity });
  return new Date().getFullYear();
}

const linkItems = (links: readonly NavSubItem[]) =>
  links.map((link) => (
    <li key={link.path}>
      <FooterLink className="footer-link" href={link.path}>
        {link.label}
      </FooterLink>
    </li>
  ));

/** The newsletter's own page opens in a new tab; without one, the link writes her an e-mail. */
const NewsletterLink = newsletter.configured ? ExternalLink : 'a';

export async function SiteFooter() {
  return (
    <footer className="on-ink bg-ink text-ink-inverse">
      <div className="footer-grid">
        <div>
          <BrandMark />
          <p className="footer-tagline">
            {shellText.footerTagline.replace('{owner}', site.owner.name)}
          </p>
          <ul className="mt-6 space-y-2 text-sm">
            <li className="flex items-center gap-2 text-ink-inverse/85">
              <PinIcon className="text-fluor" /> {site.city}
            </li>
            <li>
              <a className="footer-link flex items-center gap-2" href={phoneHref}>
                <PhoneIcon className="text-fluor" /> {site.phone}
              </a>
            </li>
            <li>
              <a className="footer-link flex items-center gap-2" href={`mailto:${site.email}`}>
                <MailIcon className="text-fluor" /> {site.email}
              </a>
            </li>
          </ul>
        </div>
        <nav id={FOOTER_PAGES_ID} aria-label={shellText.footerNavigation}>
          <h2 className="footer-heading">{shellText.footerExploreHeading}</h2>
          <ul className="mt-4 grid gap-2 text-sm">{linkItems(navigation)}</ul>
        </nav>
        <div>
          <h2 className="footer-heading">{shellText.footerSiteHeading}</h2>
          <ul className="mt-4 grid gap-2 text-sm">
            {linkItems(footerLinks)}
            <li>
              <NewsletterLink className="footer-link" href={newsletter.href}>
                {shellText.footerNewsletter}
              </NewsletterLink>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="footer-legal">
          © <CurrentYear initialYear={await renderYear()} /> {site.name}
          {shellText.footerRights}
        </p>
      </div>
    </footer>
  );
}
