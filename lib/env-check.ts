/** Checks the environment when a build starts and, for run-time variables, when a server starts. */
import { normalizeOrcid } from './identifiers';

type Env = Record<string, string | undefined>;

/** A shorter webhook secret could be guessed. */
const MIN_WEBHOOK_SECRET_LENGTH = 16;

const SHORT_SECRET = `SANITY_REVALIDATE_SECRET is too short: use at least ${MIN_WEBHOOK_SECRET_LENGTH} random characters (until then /api/revalidate answers 404).`;

export function usableWebhookSecret(value: string | undefined): string | undefined {
  const secret = value?.trim();
  return secret && secret.length >= MIN_WEBHOOK_SECRET_LENGTH ? secret : undefined;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An http(s) URL; with `httpsOnly`, plain http only for loopback hosts (local stand-ins). */
function isHttpUrl(value: string, httpsOnly = false): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && (!httpsOnly || LOOPBACK.has(url.hostname));
}

/** `ORCID_ID` as the iD itself or its orcid.org address, as ORCID shows it. */
export const orcidIdSetting = (value: string | undefined) =>
  value ? normalizeOrcid(value) : undefined;

/** The origin a deployment serves, when the host tells it (Vercel); the owner's variable wins. */
export function hostProvidedOrigin(env: Env): string | undefined {
  const host = env.VERCEL_PROJECT_PRODUCTION_URL?.trim() || env.VERCEL_URL?.trim();
  return host ? `https://${host}` : undefined;
}

export function environmentProblems(env: Env, { production }: { production: boolean }): string[] {
  const problems: string[] = [];
  const siteUrl = env.NEXT_PUBLIC_SITE_URL?.trim();
  if (siteUrl && !isHttpUrl(siteUrl)) {
    problems.push(
      `NEXT_PUBLIC_SITE_URL must be an http(s) URL such as https://example.org (got "${siteUrl}").`,
    );
  } else if (!siteUrl && production && !hostProvidedOrigin(env)) {
    problems.push(
      "NEXT_PUBLIC_SITE_URL is not set: canonical URLs, the sitemap and social previews would point at http://localhost:3000. Set it to the site's public origin, e.g. NEXT_PUBLIC_SITE_URL=https://example.org.",
    );
  }
  const projectId = env.SANITY_PROJECT_ID?.trim();
  if (projectId && !/^[a-z0-9][a-z0-9-]*$/.test(projectId))
    problems.push(
      `SANITY_PROJECT_ID must be a Sanity project id (lowercase letters, digits, dashes; got "${projectId}").`,
    );
  const dataset = env.SANITY_DATASET?.trim();
  if (dataset && !/^[a-z0-9][a-z0-9_-]{0,63}$/.test(dataset))
    problems.push(`SANITY_DATASET must be a dataset name such as production (got "${dataset}").`);
  for (const name of [
    'NEXT_PUBLIC_NEWSLETTER_URL',
    'NEXT_PUBLIC_POSTHOG_HOST',
    'SANITY_STUDIO_URL',
  ] as const) {
    const value = env[name]?.trim();
    if (value && !isHttpUrl(value, true))
      problems.push(`${name} must be an https URL (http only for localhost; got "${value}").`);
  }
  return [...problems, ...runTimeProblems(env)];
}

/** The variables a server may be given at run time (a container's `-e`). */
export function runTimeProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.SANITY_REVALIDATE_SECRET?.trim() && !usableWebhookSecret(env.SANITY_REVALIDATE_SECRET))
    problems.push(SHORT_SECRET);
  // A pasted token keeps its quotes or a line break: the CMS would refuse every preview.
  if (/[\s"']/.test(env.SANITY_API_READ_TOKEN?.trim() ?? ''))
    problems.push(
      'SANITY_API_READ_TOKEN must be the token alone, as sanity.io/manage shows it (no spaces, quotes or line breaks).',
    );
  const orcid = env.ORCID_ID?.trim();
  if (orcid && !orcidIdSetting(orcid))
    problems.push(
      `ORCID_ID must be an ORCID iD such as 0000-0002-1825-0097, four blocks of four digits whose last character is its check digit (got "${orcid}"); until then the research record is the publications file alone.`,
    );
  return problems;
}
