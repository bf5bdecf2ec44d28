/**
 * @jest-environment node
 */
import {
  buildContentSecurityPolicy,
  buildPermissionsPolicy,
  buildSecurityHeaders,
  cspDirectives,
  originOf,
  posthogAssetsOrigin,
  type SecurityHeaderOptions,
} from '@/lib/security/headers';

const WIDGET = 'https://unpkg.com/@elevenlabs/convai-widget-embed@0.5.4/dist/index.js';
const VOICE = { voiceAgentId: 'agent_123', voiceWidget: { src: WIDGET } };
const NEWSLETTER = { newsletterUrl: 'https://news.example.org/subscribe?ref=site' };
const ANALYTICS = { posthog: { key: 'phc_test', host: 'https://eu.i.posthog.com' } };
const CMS = { sanity: { projectId: 'abc123' } };

/** Parses a CSP header back into directive → sources, the way a browser reads it. */
function parseCsp(header: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(map.has(name)).toBe(false); // no directive twice
    map.set(name, sources);
  }
  return map;
}

/** Every combination of the four third parties being configured or not (16 cases). */
const combinations = [false, true].flatMap((voice) =>
  [false, true].flatMap((newsletter) =>
    [false, true].flatMap((analytics) =>
      [false, true].map((cms) => ({ voice, newsletter, analytics, cms })),
    ),
  ),
);

function optionsFor(c: (typeof combinations)[number]): SecurityHeaderOptions {
  return {
    ...(c.voice ? VOICE : {}),
    ...(c.newsletter ? NEWSLETTER : {}),
    // Without a key the host is still set (config has a default) but analytics is off.
    posthog: c.analytics ? ANALYTICS.posthog : { host: 'https://eu.i.posthog.com' },
    ...(c.cms ? CMS : { sanity: {} }),
  };
}

function allSources(csp: Map<string, string[]>): string[] {
  return [...csp.values()].flat();
}

describe('framing', () => {
  test("no site may frame this one, unless it is the owner's Studio (its Presentation tool)", () => {
    const alone = buildSecurityHeaders({});
    expect(parseCsp(buildContentSecurityPolicy({})).get('frame-ancestors')).toEqual(["'none'"]);
    expect(alone.find((h) => h.key === 'X-Frame-Options')?.value).toBe('DENY');

    const studio = { sanity: { studioUrl: 'https://phages.sanity.studio/desk?x=1' } };
    const csp = parseCsp(buildContentSecurityPolicy(studio));
    expect(csp.get('frame-ancestors')).toEqual(['https://phages.sanity.studio']);
    expect(buildSecurityHeaders(studio).some((h) => h.key === 'X-Frame-Options')).toBe(false);
    for (const studioUrl of ['javascript:alert(1)', 'not a url', '*'])
      expect(
        parseCsp(buildContentSecurityPolicy({ sanity: { studioUrl } })).get('frame-ancestors'),
      ).toEqual(["'none'"]);
  });
});

describe('Content-Security-Policy for every combination of third parties', () => {
  test.each(combinations)(
    'voice=$voice newsletter=$newsletter analytics=$analytics cms=$cms',
    (c) => {
      const csp = parseCsp(buildContentSecurityPolicy(optionsFor(c)));
      const sources = allSources(csp);

      // Always: self by default, no plugins, no framing of this site, no eval in production,
      // no inline event handlers, violations reported to this site.
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('report-to')).toEqual(['csp']);
      expect(csp.get('report-uri')).toEqual(['/api/csp-report']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
      expect(sources).not.toContain("'unsafe-eval'");
      // No wildcard sources beyond the voice assistant's own domain.
      expect(sources.filter((s) => s === '*' || s === 'https:' || s === 'http:')).toEqual([]);

      // Voice assistant: its one pinned script (not its CDN), API and websocket on elevenlabs.io.
      const voiceHosts = [WIDGET, 'https://*.elevenlabs.io', 'wss://*.elevenlabs.io'];
      expect(sources).not.toContain('https://unpkg.com');
      if (c.voice) {
        expect(csp.get('script-src')).toContain(WIDGET);
        for (const directive of ['script-src', 'img-src', 'media-src', 'worker-src'])
          expect(csp.get(directive)).toContain('blob:');
        expect(csp.get('connect-src')).toEqual(
          expect.arrayContaining(['https://*.elevenlabs.io', 'wss://*.elevenlabs.io']),
        );
      } else {
        for (const host of voiceHosts) expect(sources).not.toContain(host);
        // blob: only serves the voice client's worklets.
        expect(sources).not.toContain('blob:');
      }

      // Newsletter: only its origin may be framed (path and query dropped).
      expect(csp.get('frame-src')).toEqual(
        c.newsletter ? ['https://news.example.org'] : ["'none'"],
      );

      // Analytics: ingestion and assets hosts, only with a key.
      const posthogHosts = ['https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com'];
      if (c.analytics) {
        expect(csp.get('connect-src')).toEqual(expect.arrayContaining(posthogHosts));
        expect(csp.get('script-src')).toContain('https://eu-assets.i.posthog.com');
      } else {
        for (const host of posthogHosts) expect(sources).not.toContain(host);
      }

      // CMS: images and media from cdn.sanity.io, only with a project id. Its API is only ever
      // called by the server, so the browser may not connect to it.
      if (c.cms) {
        expect(csp.get('img-src')).toContain('https://cdn.sanity.io');
        expect(csp.get('media-src')).toContain('https://cdn.sanity.io');
        expect(csp.get('connect-src')!.some((s) => s.includes('sanity'))).toBe(false);
      } else {
        expect(sources.some((s) => s.includes('sanity'))).toBe(false);
      }

      // Nothing else: every host in the policy belongs to a configured third party.
      const hosts = sources.filter((s) => /^(https?|wss):/.test(s));
      const allowed = [
        ...(c.voice ? voiceHosts : []),
        ...(c.newsletter ? ['https://news.example.org'] : []),
        ...(c.analytics ? posthogHosts : []),
        ...(c.cms ? ['https://cdn.sanity.io'] : []),
      ];
      expect(hosts.filter((h) => !allowed.includes(h))).toEqual([]);

      // Permissions-Policy: the microphone only for the voice assistant.
      expect(buildPermissionsPolicy(optionsFor(c))).toContain(
        c.voice ? 'microphone=(self)' : 'microphone=()',
      );
    },
  );
});

describe('security headers', () => {
  test('the full set, with exact values', () => {
    const headers = Object.fromEntries(buildSecurityHeaders({}).map((h) => [h.key, h.value]));
    // The policy itself: the tests above, and written out in tests/e2e/headers.spec.ts.
    expect(headers).toEqual({
      'Content-Security-Policy': expect.any(String),
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Permissions-Policy':
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Reporting-Endpoints': 'csp="/api/csp-report"',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
  });

  test("'unsafe-eval' only in development", () => {
    expect(cspDirectives({ isDev: true })['script-src']).toContain("'unsafe-eval'");
    expect(cspDirectives({ isDev: false })['script-src']).not.toContain("'unsafe-eval'");
    expect(cspDirectives({})['script-src']).not.toContain("'unsafe-eval'");
  });

  test('a malformed or non-http newsletter URL frames nothing instead of breaking the build', () => {
    for (const newsletterUrl of ['not a url', 'javascript:alert(1)'])
      expect(cspDirectives({ newsletterUrl })['frame-src']).toEqual(["'none'"]);
  });

  test('a self-hosted analytics host serves its own assets', () => {
    const directives = cspDirectives({
      posthog: { key: 'phc', host: 'https://metrics.example.org/ingest' },
    });
    expect(directives['connect-src']).toEqual(["'self'", 'https://metrics.example.org']);
    expect(directives['script-src']).toContain('https://metrics.example.org');
  });

  test('a custom CMS API host (tests, proxies) stays server-side: not in connect-src', () => {
    // As config holds it: the API host beside the project id.
    const sanity = { projectId: 'p1', apiHost: 'http://127.0.0.1:4010/' };
    const directives = cspDirectives({ sanity });
    expect(directives['connect-src']).toEqual(["'self'"]);
  });

  test('the voice script is allowed by its exact URL only (no query, no other file)', () => {
    const directives = cspDirectives({
      voiceAgentId: 'a',
      voiceWidget: { src: 'http://127.0.0.1:3310/widget.js?v=1#x' },
    });
    expect(directives['script-src']).toContain('http://127.0.0.1:3310/widget.js');
    expect(directives['script-src']).not.toContain('http://127.0.0.1:3310');
    expect(
      cspDirectives({ voiceAgentId: 'a', voiceWidget: { src: 'javascript:x' } })['script-src'],
    ).toEqual(["'self'", "'unsafe-inline'", 'blob:']);
  });
});

describe('origin helpers', () => {
  test('originOf keeps scheme, host and port only', () => {
    expect(originOf('https://a.example.org:8443/x?y#z')).toBe('https://a.example.org:8443');
    expect(originOf(undefined)).toBeUndefined();
    expect(originOf('ftp://a.example.org')).toBeUndefined();
  });

  test('posthogAssetsOrigin maps the cloud regions to their assets hosts', () => {
    expect(posthogAssetsOrigin('https://us.i.posthog.com')).toBe('https://us-assets.i.posthog.com');
    expect(posthogAssetsOrigin('https://eu.i.posthog.com/')).toBe(
      'https://eu-assets.i.posthog.com',
    );
    expect(posthogAssetsOrigin('https://ph.example.org')).toBe('https://ph.example.org');
    // Only a region's own host: not a longer name that holds one.
    for (const host of ['https://x.eu.i.posthog.com', 'https://eu.i.posthog.com.example.org'])
      expect(posthogAssetsOrigin(host)).toBe(host);
    expect(posthogAssetsOrigin('not a url')).toBeUndefined();
  });
});
