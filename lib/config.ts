import { hostProvidedOrigin, orcidIdSetting } from './env-check';
import { VOICE_WIDGET_PINNED } from './browser/voice-assistant';

/** Every environment variable but the secrets; an unset third-party setting turns it off. */
export function optional(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

export const config = {
  siteUrl: (
    optional(process.env.NEXT_PUBLIC_SITE_URL) ??
    hostProvidedOrigin(process.env) ??
    'http://localhost:3000'
  ).replace(/\/$/, ''),
  /** Headless CMS (Sanity). No project id: the bundled dataset in content/ is used. */
  sanity: {
    projectId: optional(process.env.SANITY_PROJECT_ID),
    dataset: optional(process.env.SANITY_DATASET) ?? 'production',
    /** Only for tests and self-hosted proxies. */
    apiHost: optional(process.env.SANITY_API_HOST),
    /** Bundled source only: an NDJSON export to read instead of content/blog/, when it exists. */
    datasetPath: optional(process.env.BLOG_DATASET_PATH),
    studioUrl: optional(process.env.SANITY_STUDIO_URL),
    /** `1`: the owner means the CMS to hold no posts yet; else a build from an empty one stops. */
    allowEmptyBlog: process.env.SANITY_ALLOW_EMPTY_BLOG === '1',
  },
  /** Her research record's source, linked wherever her name is. */
  orcidId: orcidIdSetting(process.env.ORCID_ID),
  /** Several servers' shared Redis: it also remembers the webhook deliveries they have had. */
  redisUrl: optional(process.env.REDIS_URL),
  /** REDIS_URL at `next start`, or SHARED_CACHE=1 at build (the standalone image keeps that). */
  sharedCache: Boolean(optional(process.env.REDIS_URL)) || process.env.SHARED_CACHE === '1',
  voiceAgentId: optional(process.env.NEXT_PUBLIC_VOICE_AGENT_ID),
  /** Its script: the pinned one, unless VOICE_WIDGET_SRC and VOICE_WIDGET_INTEGRITY are both set. */
  voiceWidget: voiceWidgetScript(
    optional(process.env.VOICE_WIDGET_SRC),
    optional(process.env.VOICE_WIDGET_INTEGRITY),
  ),
  newsletterUrl: optional(process.env.NEXT_PUBLIC_NEWSLETTER_URL),
  posthog: {
    key: optional(process.env.NEXT_PUBLIC_POSTHOG_KEY),
    host: optional(process.env.NEXT_PUBLIC_POSTHOG_HOST) ?? 'https://us.i.posthog.com',
    /** Session recording: off unless the owner sets this to 1 (and then only after consent). */
    recordSessions: process.env.NEXT_PUBLIC_POSTHOG_SESSION_RECORDING === '1',
  },
} as const;

function voiceWidgetScript(src?: string, integrity?: string): { src: string; integrity: string } {
  return src && integrity ? { src, integrity } : VOICE_WIDGET_PINNED;
}

/** A path on the site's origin; an http(s) URL (a CMS image, an outside link) as it is. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${config.siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
