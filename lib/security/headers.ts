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
  /** The widget's exact script URL (pinned, see lib/browser/voice-assistant.ts). */
  voiceWidgetSrc?: string;
  /** External newsletter page, shown in a frame on the home page. */
  newsletterUrl?: string;
  /** PostHog: only active when a key is set. */
  posthog?: { key?: string; host?: string };
  /** Sanity CMS: only active when a project id is set. */
  sanity?: { projectId?: string; apiHost?: string };
  /** The owner's Studio (its Presentation tool frames the site's draft preview); nothing else may. */
  studioUrl?: string;
}

export interface SecurityHeaderOptions extends ThirdPartySettings {
  /** `next dev` needs 'unsafe-eval' (React's dev tooling); production never gets it. */
  isDev?: boolean;
}

export interface HeaderEntry {
  key: string;
  value: string;
}

/** Where the ElevenLabs widget talks to (its script is allowed by its exact URL). */
export const VOICE_ASSISTANT_HOSTS = {
  api: 'https://*.elevenlabs.io',
  socket: 'wss://*.elevenlabs.io',
} as const;

export const SANITY_IMAGE_HOST = 'https://cdn.sanity.io';

/** Same-origin endpoint that receives CSP violation reports (app/api/csp-report/route.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting-Endpoints name the CSP's report-to directive refers to. */
export const CSP_REPORT_GROUP = 'csp';

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

/** An exact http(s) script URL (scheme, host, path; no query or fragment), or undefined. */
function exactScriptUrl(url: string | undefined): string | undefined {
  if (!originOf(url)) return undefined;
  const { origin, pathname } = new URL(url!);
  return `${origin}${pathname}`;
}

function enabled(settings: ThirdPartySettings) {
  const analytics = settings.posthog?.key ? originOf(settings.posthog.host) : undefined;
  const voice = Boolean(settings.voiceAgentId);
  return {
    voice,
    voiceScript: voice ? exactScriptUrl(settings.voiceWidgetSrc) : undefined,
    newsletterOrigin: originOf(settings.newsletterUrl),
    analyticsOrigin: analytics,
    analyticsAssetsOrigin: analytics ? posthogAssetsOrigin(settings.posthog?.host) : undefined,
    // The CMS is only ever fetched by the server; the browser only loads its images.
    sanityImages: Boolean(settings.sanity?.projectId),
  };
}

/** The Content-Security-Policy directives, in a stable order (tests read them by name). */
export function cspDirectives(options: SecurityHeaderOptions): Record<string, string[]> {
  const on = enabled(options);
  const sanity = on.sanityImages;
  return {
    'default-src': ["'self'"],
    // 'unsafe-inline': the App Router streams its RSC payload in inline <script> tags. A nonce
    // would replace it, but nonces only exist per request, which forces every page to be rendered
    // dynamically; this site is pre-rendered, so inline scripts are allowed instead. The risk is
    // contained by rendering no user HTML and escaping JSON-LD (components/seo/json-ld.tsx).
    // The colour-theme script in <head> (lib/browser/theme.ts) is one of those inline scripts;
    // listing its hash here would not tighten anything: a hash in script-src makes browsers
    // ignore 'unsafe-inline', which would block the RSC payload scripts.
    // 'unsafe-eval' only in development (React's dev tooling); never in a production build.
    'script-src': unique([
      "'self'",
      "'unsafe-inline'",
      options.isDev && "'unsafe-eval'",
      on.voiceScript,
      // The voice client loads its audio worklets from blob: URLs.
      on.voice && 'blob:',
      on.analyticsAssetsOrigin,
    ]),
    // No inline event handlers (onclick="…"): React never renders them, so injected ones never run.
    'script-src-attr': ["'none'"],
    // Inline styles: next/image and React `style` attributes, and the widget's shadow-DOM styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', on.voice && 'blob:', sanity && SANITY_IMAGE_HOST]),
    'font-src': ["'self'", 'data:'],
    'media-src': unique(["'self'", on.voice && 'blob:', sanity && SANITY_IMAGE_HOST]),
    'connect-src': unique([
      "'self'",
      on.voice && VOICE_ASSISTANT_HOSTS.api,
      on.voice && VOICE_ASSISTANT_HOSTS.socket,
      on.analyticsOrigin,
      on.analyticsAssetsOrigin,
    ]),
    'frame-src': on.newsletterOrigin ? [on.newsletterOrigin] : ["'none'"],
    'worker-src': unique(["'self'", on.voice && 'blob:']),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The contact form hands over to the mail client with a mailto: link.
    'form-action': ["'self'", 'mailto:'],
    'frame-ancestors': [originOf(options.studioUrl) ?? "'none'"],
    'manifest-src': ["'self'"],
    // Violations are reported to this site (logged, rate-limited). report-uri for browsers
    // without the Reporting API; those with it use report-to and ignore report-uri.
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_GROUP],
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
    // The share buttons open popups that must keep working; nothing else may reach this window.
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    // frame-ancestors says the same to current browsers; it alone can name the Studio.
    ...(originOf(options.studioUrl) ? [] : [{ key: 'X-Frame-Options', value: 'DENY' }]),
    { key: 'Reporting-Endpoints', value: `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"` },
  ];
}

/** The headers for this build, from the site configuration. */
export function securityHeaders(): HeaderEntry[] {
  return buildSecurityHeaders({
    voiceAgentId: config.voiceAgentId,
    voiceWidgetSrc: config.voiceWidget.src,
    newsletterUrl: config.newsletterUrl,
    posthog: config.posthog,
    sanity: config.sanity,
    studioUrl: config.sanity.studioUrl,
    isDev: process.env.NODE_ENV === 'development',
  });
}
