import { config } from '@/lib/config';
import { site } from '@/content/site';
import { newsletterSection } from '@/content/home';

/** Where "subscribe" points: the newsletter platform when configured, else an e-mail. */
export const newsletter = config.newsletterUrl
  ? ({ configured: true, href: config.newsletterUrl } as const)
  : ({
      configured: false,
      href: `mailto:${site.email}?subject=${encodeURIComponent(newsletterSection.mailSubject)}`,
    } as const);

/** The frame may run its form and open tabs; not navigate this page, open dialogs or download. */
export const NEWSLETTER_FRAME_SANDBOX =
  'allow-forms allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';
