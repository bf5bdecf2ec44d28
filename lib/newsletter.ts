import { config } from '@/lib/config';
import { site } from '@/content/site';

/**
 * Where "subscribe" points. With a newsletter platform configured it is that page (opened in a new
 * tab); without one the site stays complete by offering to subscribe by e-mail instead.
 */
export const newsletter = config.newsletterUrl
  ? ({ configured: true, href: config.newsletterUrl, frameUrl: config.newsletterUrl } as const)
  : ({
      configured: false,
      href: `mailto:${site.email}?subject=${encodeURIComponent('Newsletter subscription')}`,
      frameUrl: undefined,
    } as const);
