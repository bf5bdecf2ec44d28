/**
 * Security headers for every response (wired in next.config.ts `headers()`).
 *
 * The Content-Security-Policy allows this origin plus only the third parties that are configured
 * (lib/config.ts): unset means the feature is off, nothing is loaded for it, and its hosts are not
 * in the policy either. next.config.ts evaluates this at build time (headers end up in the routes
 * manifest), so the environment variables must be set when building — as they must anyway for the
 * NEXT_PUBLIC_* values inlined into the client bundle.
 *
 * This module is imported by next.config.ts, so it uses relative imports only (no `@/` alias).
 */
import { config } from '../config';

/** The third parties the site may talk to; each one is off when its setting is missing. */
export interface ThirdPartySettings {
  /** ElevenLabs Conversational AI agent id: loads the widget script and talks to its API. */
  voiceAgentId?: string;
  /** External newsletter page, shown in a frame on the home page. */
  newsletterUrl?: string;
  /** PostHog: only active when a key is set. */
  posthog?: { key?: string; host?: string };
  /** Sanity CMS: only active when a project id is set. */
  sanity?: { projectId?: string; apiHost?: string };
}

export interface SecurityHeaderOptions extends ThirdPartySettings {
  /** `next dev` needs 'unsafe-eval' (React's dev tooling); production never gets it. */
  isDev?: boolean;
}

export interface HeaderEntry {
  key: string;
  value: string;
}

/** Where the ElevenLabs widget comes from and talks to. */
export const VOICE_ASSISTANT_HOSTS = {
  script: 'https://unpkg.com',
  api: 'https://*.elevenlabs.io',
  socket: 'wss://*.elevenlabs.io',
} as const;

export const SANITY_IMAGE_HOST = 'https://cdn.sanity.io';

/** The origin of an http(s) URL, or undefined for anything else (a typo must not break the build). */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    return parsed.origin;
  } catch {
    return undefined;
  }
}

/**
 * PostHog serves its lazily loaded scripts (session recorder, surveys) from an assets host next to
 * its ingestion host: https://us.i.posthog.com → https://us-assets.i.posthog.com. A self-hosted or
 * reverse-proxied host serves them itself.
 */
export function posthogAssetsOrigin(host: string | undefined): string | undefined {
  const origin = originOf(host);
  if (!origin) return undefined;
  const { protocol, hostname } = new URL(origin);
  const match = /^([a-z0-9-]+)\.i\.posthog\.com$/.exec(hostname);
  return match ? `${protocol}//${match[1]}-assets.i.posthog.com` : origin;
}

function unique(values: readonly (string | undefined | false)[]): string[] {
  return Array.from(new Set(values.filter((v): v is string => Boolean(v))));
}

function enabled(settings: ThirdPartySettings) {
  const analytics = settings.posthog?.key ? originOf(settings.posthog.host) : undefined;
  const sanityProject = settings.sanity?.projectId;
  return {
    voice: Boolean(settings.voiceAgentId),
    newsletterOrigin: originOf(settings.newsletterUrl),
    analyticsOrigin: analytics,
    analyticsAssetsOrigin: analytics ? posthogAssetsOrigin(settings.posthog?.host) : undefined,
    sanityApiOrigins: sanityProject
      ? unique([
          `https://${sanityProject}.api.sanity.io`,
          `https://${sanityProject}.apicdn.sanity.io`,
          originOf(settings.sanity?.apiHost),
        ])
      : [],
  };
}

/** The Content-Security-Policy directives, in a stable order (tests read them by name). */
export function cspDirectives(options: SecurityHeaderOptions): Record<string, string[]> {
  const on = enabled(options);
  const sanity = on.sanityApiOrigins.length > 0;
  return {
    'default-src': ["'self'"],
    // 'unsafe-inline': the App Router streams its RSC payload in inline <script> tags. A nonce
    // would replace it, but nonces only exist per request, which forces every page to be rendered
    // dynamically; this site is pre-rendered, so inline scripts are allowed instead. The risk is
    // contained by rendering no user HTML and escaping JSON-LD (components/seo/json-ld.tsx).
    // 'unsafe-eval' only in development (React's dev tooling); never in a production build.
    'script-src': unique([
      "'self'",
      "'unsafe-inline'",
      options.isDev && "'unsafe-eval'",
      on.voice && VOICE_ASSISTANT_HOSTS.script,
      // The voice client loads its audio worklets from blob: URLs.
      on.voice && 'blob:',
      on.analyticsAssetsOrigin,
    ]),
    // Inline styles: next/image and React `style` attributes, and the widget's shadow-DOM styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', sanity && SANITY_IMAGE_HOST]),
    'font-src': ["'self'", 'data:'],
    'media-src': unique(["'self'", 'blob:', sanity && SANITY_IMAGE_HOST]),
    'connect-src': unique([
      "'self'",
      on.voice && VOICE_ASSISTANT_HOSTS.api,
      on.voice && VOICE_ASSISTANT_HOSTS.socket,
      on.analyticsOrigin,
      on.analyticsAssetsOrigin,
      ...on.sanityApiOrigins,
    ]),
    'frame-src': on.newsletterOrigin ? [on.newsletterOrigin] : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The contact form hands over to the mail client with a mailto: link.
    'form-action': ["'self'", 'mailto:'],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
  };
}

export function buildContentSecurityPolicy(options: SecurityHeaderOptions): string {
  return Object.entries(cspDirectives(options))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Powerful features stay off; the microphone only for the voice assistant, on this origin. */
export function buildPermissionsPolicy(options: ThirdPartySettings): string {
  return [
    'accelerometer=()',
    'camera=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    `microphone=${options.voiceAgentId ? '(self)' : '()'}`,
    'payment=()',
    'usb=()',
  ].join(', ');
}

export function buildSecurityHeaders(options: SecurityHeaderOptions): HeaderEntry[] {
  return [
    { key: 'Content-Security-Policy', value: buildContentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: buildPermissionsPolicy(options) },
  ];
}

/** The headers for this build, from the site configuration. */
export function securityHeaders(): HeaderEntry[] {
  return buildSecurityHeaders({
    voiceAgentId: config.voiceAgentId,
    newsletterUrl: config.newsletterUrl,
    posthog: config.posthog,
    sanity: config.sanity,
    isDev: process.env.NODE_ENV === 'development',
  });
}
