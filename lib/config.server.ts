import 'server-only';
import { optional } from './config';
import { usableWebhookSecret } from './env-check';

/** The site's secrets: importing them from a client component fails the build. */
export const secrets = {
  /** Viewer token for the owner's draft preview; unset, /api/draft-mode/enable answers 404. */
  sanityReadToken: optional(process.env.SANITY_API_READ_TOKEN),
  /** Shared with the CMS webhook; unset or too short (logged at start), /api/revalidate answers 404. */
  revalidateSecret: usableWebhookSecret(process.env.SANITY_REVALIDATE_SECRET),
};
