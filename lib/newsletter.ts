import { config } from '@/lib/config';
import { site } from '@/content/site';
import { newsletterSection } from '@/content/home';

/**
 * Where "subscribe" points. With a newsletter platform configured it is that page (opened in a new
 * tab); without one the site stays complete by offering to subscribe by e-mail instead.
 */
export const newsletter = config.newsletterUrl
  ? ({ configured: true, href: config.newsletterUrl, frameUrl: config.newsletterUrl } as const)
  : ({
      configured: false,
      href: `mailto:${site.email}?subject=${encodeURIComponent(newsletterSection.mailSubject)}`,
      frameUrl: undefined,
    } as const);

/**
 * What the newsletter platform's frame may do: run its sign-up form (scripts, forms, its own
 * origin's storage for the form's anti-forgery token) and open its confirmation or privacy pages in
 * a new tab. It may not navigate this page, open dialogs, lock the pointer or download files.
 */
export const NEWSLETTER_FRAME_SANDBOX =
  'allow-forms allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';
