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

const VOICE = { voiceAgentId: 'agent_123' };
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

describe('Content-Security-Policy for every combination of third parties', () => {
  test.each(combinations)(
    'voice=$voice newsletter=$newsletter analytics=$analytics cms=$cms',
    (c) => {
      const csp = parseCsp(buildContentSecurityPolicy(optionsFor(c)));
      const sources = allSources(csp);

      // Always: self by default, no plugins, no framing of this site, no eval in production.
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
      expect(sources).not.toContain("'unsafe-eval'");
      // No wildcard sources beyond the voice assistant's own domain.
      expect(sources.filter((s) => s === '*' || s === 'https:' || s === 'http:')).toEqual([]);

      // Voice assistant: widget script from unpkg, API and websocket on elevenlabs.io.
      const voiceHosts = ['https://unpkg.com', 'https://*.elevenlabs.io', 'wss://*.elevenlabs.io'];
      if (c.voice) {
        expect(csp.get('script-src')).toContain('https://unpkg.com');
        expect(csp.get('connect-src')).toEqual(
          expect.arrayContaining(['https://*.elevenlabs.io', 'wss://*.elevenlabs.io']),
        );
      } else {
        for (const host of voiceHosts) expect(sources).not.toContain(host);
        expect(csp.get('script-src')).not.toContain('blob:');
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

      // CMS: images and media from cdn.sanity.io, the project's API, only with a project id.
      if (c.cms) {
        expect(csp.get('img-src')).toContain('https://cdn.sanity.io');
        expect(csp.get('media-src')).toContain('https://cdn.sanity.io');
        expect(csp.get('connect-src')).toContain('https://abc123.api.sanity.io');
      } else {
        expect(sources.some((s) => s.includes('sanity'))).toBe(false);
      }

      // Nothing else: every host in the policy belongs to a configured third party.
      const hosts = sources.filter((s) => /^(https?|wss):/.test(s));
      const allowed = [
        ...(c.voice ? voiceHosts : []),
        ...(c.newsletter ? ['https://news.example.org'] : []),
        ...(c.analytics ? posthogHosts : []),
        ...(c.cms
          ? [
              'https://cdn.sanity.io',
              'https://abc123.api.sanity.io',
              'https://abc123.apicdn.sanity.io',
            ]
          : []),
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
    expect(Object.keys(headers).sort()).toEqual([
      'Content-Security-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
    ]);
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toBe(
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    );
  });

  test("'unsafe-eval' only in development", () => {
    expect(cspDirectives({ isDev: true })['script-src']).toContain("'unsafe-eval'");
    expect(cspDirectives({ isDev: false })['script-src']).not.toContain("'unsafe-eval'");
    expect(cspDirectives({})['script-src']).not.toContain("'unsafe-eval'");
  });

  test('a malformed or non-http newsletter URL frames nothing instead of breaking the build', () => {
    expect(cspDirectives({ newsletterUrl: 'not a url' })['frame-src']).toEqual(["'none'"]);
    expect(cspDirectives({ newsletterUrl: 'javascript:alert(1)' })['frame-src']).toEqual([
      "'none'",
    ]);
  });

  test('a self-hosted analytics host serves its own assets', () => {
    const directives = cspDirectives({
      posthog: { key: 'phc', host: 'https://metrics.example.org/ingest' },
    });
    expect(directives['connect-src']).toEqual(["'self'", 'https://metrics.example.org']);
    expect(directives['script-src']).toContain('https://metrics.example.org');
  });

  test('a custom CMS API host (tests, proxies) is allowed for fetches', () => {
    const directives = cspDirectives({
      sanity: { projectId: 'p1', apiHost: 'http://127.0.0.1:4010/' },
    });
    expect(directives['connect-src']).toContain('http://127.0.0.1:4010');
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
  });
});
