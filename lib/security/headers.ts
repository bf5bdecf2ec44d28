/** Security headers; read by next.config.ts, so this module uses relative imports only. */
import { config } from '../config';

/** The third parties the site may talk to; each one is off when its setting is missing. */
export interface SecurityHeaderOptions {
  voiceAgentId?: string;
  voiceWidget?: { src?: string };
  newsletterUrl?: string;
  posthog?: { key?: string; host?: string };
  /** The owner's Studio: the only page that may frame this site (its draft preview). */
  sanity?: { projectId?: string; studioUrl?: string };
  /** `next dev` needs 'unsafe-eval' (React's dev tooling); production never gets it. */
  isDev?: boolean;
}

export const SANITY_IMAGE_HOST = 'https://cdn.sanity.io';

export const CSP_REPORT_PATH = '/api/csp-report';
export const CSP_REPORT_GROUP = 'csp';

/** Undefined for anything but an http(s) URL: a typo must not break the build. */
export function originOf(url: string | undefined): string | undefined {
  if (!URL.canParse(url ?? '')) return undefined;
  const { protocol, origin } = new URL(url ?? '');
  return protocol === 'https:' || protocol === 'http:' ? origin : undefined;
}

/** PostHog's lazy scripts come from its assets host (us.i → us-assets.i), else the host itself. */
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

function exactScriptUrl(url: string | undefined): string | undefined {
  const origin = originOf(url);
  return origin && `${origin}${new URL(url!).pathname}`;
}

/** In a stable order: tests read them by name. */
export function cspDirectives(options: SecurityHeaderOptions): Record<string, string[]> {
  // The voice client loads its audio worklets from blob: URLs.
  const voice = Boolean(options.voiceAgentId) && 'blob:';
  const voiceScript = voice && exactScriptUrl(options.voiceWidget?.src);
  const analytics = options.posthog?.key && originOf(options.posthog.host);
  const analyticsAssets = analytics && posthogAssetsOrigin(options.posthog?.host);
  const newsletter = originOf(options.newsletterUrl);
  // The CMS is only ever fetched by the server; the browser only loads its images.
  const sanity = Boolean(options.sanity?.projectId) && SANITY_IMAGE_HOST;
  return {
    'default-src': ["'self'"],
    // 'unsafe-inline': the RSC payload streams in inline scripts, and a nonce would make every
    // pre-rendered page dynamic (a hash would make browsers ignore 'unsafe-inline'). The site
    // renders no user HTML and escapes its JSON-LD. 'unsafe-eval' only for `next dev`.
    'script-src': unique([
      "'self'",
      "'unsafe-inline'",
      options.isDev && "'unsafe-eval'",
      voiceScript,
      voice,
      analyticsAssets,
    ]),
    // No inline event handlers (onclick="…"): React never renders them, so injected ones never run.
    'script-src-attr': ["'none'"],
    // Inline styles: next/image and React `style` attributes, and the widget's shadow-DOM styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', voice, sanity]),
    'font-src': ["'self'", 'data:'],
    'media-src': unique(["'self'", voice, sanity]),
    'connect-src': unique([
      "'self'",
      // The ElevenLabs widget's API (its script is allowed by its exact URL).
      voice && 'https://*.elevenlabs.io',
      voice && 'wss://*.elevenlabs.io',
      analytics,
      analyticsAssets,
    ]),
    'frame-src': [newsletter ?? "'none'"],
    'worker-src': unique(["'self'", voice]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The contact form hands over to the mail client with a mailto: link.
    'form-action': ["'self'", 'mailto:'],
    'frame-ancestors': [originOf(options.sanity?.studioUrl) ?? "'none'"],
    'manifest-src': ["'self'"],
    // report-uri for browsers without the Reporting API; the others use report-to.
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
export function buildPermissionsPolicy(options: SecurityHeaderOptions): string {
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

export function buildSecurityHeaders(options: SecurityHeaderOptions) {
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
    ...(originOf(options.sanity?.studioUrl) ? [] : [{ key: 'X-Frame-Options', value: 'DENY' }]),
    { key: 'Reporting-Endpoints', value: `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"` },
  ];
}

export function securityHeaders() {
  return buildSecurityHeaders({ ...config, isDev: process.env.NODE_ENV === 'development' });
}
