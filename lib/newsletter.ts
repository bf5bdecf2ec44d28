import { config } from '@/lib/config';
import { site } from '@/content/site';
import { newsletterSection } from '@/content/home';

/** Where "subscribe" points: the newsletter platform when configured, else an e-mail. */
export const newsletter = config.newsletterUrl
  ? ({ configured: true, href: config.newsletterUrl, frameUrl: config.newsletterUrl } as const)
  : ({
      configured: false,
      href: `mailto:${site.email}?subject=${encodeURIComponent(newsletterSection.mailSubject)}`,
      frameUrl: undefined,
    } as const);

/**
 * The newsletter frame may run its form (scripts, forms, its own storage) and open pages in a new
 * tab; not navigate this page, open dialogs, lock the pointer or download.
 */
export const NEWSLETTER_FRAME_SANDBOX =
  'allow-forms allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';
