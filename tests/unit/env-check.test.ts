/**
 * @jest-environment node
 */
import { environmentProblems, hostProvidedOrigin } from '@/lib/env-check';

const production = { production: true };

describe('environment check at build time', () => {
  test('a production build without the site origin stops with a sentence naming the variable', () => {
    const [problem, ...rest] = environmentProblems({}, production);
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^NEXT_PUBLIC_SITE_URL is not set: canonical URLs/);
    expect(environmentProblems({}, { production: false })).toEqual([]);
  });

  test("the host's own origin (Vercel) is enough, and the owner's variable wins", () => {
    expect(environmentProblems({ VERCEL_URL: 'x.vercel.app' }, production)).toEqual([]);
    expect(hostProvidedOrigin({ VERCEL_PROJECT_PRODUCTION_URL: 'site.org', VERCEL_URL: 'x' })).toBe(
      'https://site.org',
    );
    expect(hostProvidedOrigin({})).toBeUndefined();
  });

  test('a well-formed environment passes', () => {
    expect(
      environmentProblems(
        {
          NEXT_PUBLIC_SITE_URL: 'https://phagesandbiomes.example',
          SANITY_PROJECT_ID: 'abc123',
          SANITY_DATASET: 'production',
          NEXT_PUBLIC_NEWSLETTER_URL: 'https://news.example/subscribe',
          NEXT_PUBLIC_POSTHOG_HOST: 'http://127.0.0.1:3301',
          SANITY_REVALIDATE_SECRET: 'a-long-random-secret-value',
          SANITY_API_READ_TOKEN: 'skR3adT0kenFromSanityManage',
        },
        production,
      ),
    ).toEqual([]);
  });

  test.each([
    [
      'NEXT_PUBLIC_SITE_URL',
      'phagesandbiomes.org',
      /^NEXT_PUBLIC_SITE_URL must be an http\(s\) URL/,
    ],
    ['SANITY_PROJECT_ID', 'My Project', /^SANITY_PROJECT_ID must be a Sanity project id/],
    ['SANITY_DATASET', 'Prod Data!', /^SANITY_DATASET must be a dataset name/],
    [
      'NEXT_PUBLIC_NEWSLETTER_URL',
      'http://news.example',
      /^NEXT_PUBLIC_NEWSLETTER_URL must be an https URL/,
    ],
    [
      'NEXT_PUBLIC_POSTHOG_HOST',
      'javascript:alert(1)',
      /^NEXT_PUBLIC_POSTHOG_HOST must be an https URL/,
    ],
    ['SANITY_STUDIO_URL', 'http://phages.sanity.studio', /^SANITY_STUDIO_URL must be an https URL/],
    ['SANITY_REVALIDATE_SECRET', 'short', /^SANITY_REVALIDATE_SECRET is too short/],
    ['SANITY_API_READ_TOKEN', '"skR3adT0ken"', /^SANITY_API_READ_TOKEN must be the token alone/],
    ['SANITY_API_READ_TOKEN', 'skR3ad T0ken', /^SANITY_API_READ_TOKEN must be the token alone/],
  ])('%s=%s is refused with a clear message', (name, value, message) => {
    const problems = environmentProblems(
      { NEXT_PUBLIC_SITE_URL: 'https://site.example', [name]: value },
      production,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });
});
