/**
 * @jest-environment node
 */
import {
  environmentProblems,
  hostProvidedOrigin,
  orcidIdSetting,
  runTimeProblems,
  usableWebhookSecret,
} from '@/lib/env-check';

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
          ORCID_ID: '0000-0002-1825-0097',
        },
        production,
      ),
    ).toEqual([]);
  });

  test('values pasted with spaces or a line break around them pass, as the site trims them', () => {
    const padded = Object.fromEntries(
      Object.entries({
        NEXT_PUBLIC_SITE_URL: 'https://phagesandbiomes.example',
        SANITY_PROJECT_ID: 'abc123',
        SANITY_DATASET: 'production',
        NEXT_PUBLIC_NEWSLETTER_URL: 'https://news.example/subscribe',
        SANITY_STUDIO_URL: 'http://localhost:3333',
        NEXT_PUBLIC_POSTHOG_HOST: 'http://[::1]:3301',
        SANITY_REVALIDATE_SECRET: 'a-long-random-secret-value',
        SANITY_API_READ_TOKEN: 'skR3adT0kenFromSanityManage',
        ORCID_ID: '0000-0002-1825-0097',
      }).map(([name, value]) => [name, ` ${value}\n`]),
    );
    expect(environmentProblems(padded, production)).toEqual([]);
    // A variable of spaces alone is unset, for the site as for the check.
    const blank = Object.fromEntries(Object.keys(padded).map((name) => [name, ' \n']));
    expect(environmentProblems(blank, { production: false })).toEqual([]);
    // A plain-http origin is the owner's choice (a staging host); only third parties need https.
    expect(
      environmentProblems({ NEXT_PUBLIC_SITE_URL: 'http://staging.example' }, production),
    ).toEqual([]);
    expect(
      hostProvidedOrigin({ VERCEL_PROJECT_PRODUCTION_URL: ' site.org ', VERCEL_URL: 'x' }),
    ).toBe('https://site.org');
    expect(hostProvidedOrigin({ VERCEL_URL: ' site-abc.vercel.app\n' })).toBe(
      'https://site-abc.vercel.app',
    );
  });

  test.each([
    [
      'NEXT_PUBLIC_SITE_URL',
      'ftp://phagesandbiomes.org',
      /^NEXT_PUBLIC_SITE_URL must be an http\(s\) URL/,
    ],
    ['SANITY_PROJECT_ID', 'abc123!', /^SANITY_PROJECT_ID must be a Sanity project id/],
    ['SANITY_DATASET', 'production!', /^SANITY_DATASET must be a dataset name/],
    ['SANITY_DATASET', '-production', /^SANITY_DATASET must be a dataset name/],
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
    // The last character is the checksum: 7, not 8.
    [
      'ORCID_ID',
      '0000-0002-1825-0098',
      /^ORCID_ID must be an ORCID iD such as 0000-0002-1825-0097/,
    ],
    ['ORCID_ID', '0000000218250097', /^ORCID_ID must be an ORCID iD/],
    ['ORCID_ID', 'Rowan Ellery', /^ORCID_ID must be an ORCID iD/],
  ])('%s=%s is refused with a clear message', (name, value, message) => {
    const problems = environmentProblems(
      { NEXT_PUBLIC_SITE_URL: 'https://site.example', [name]: value },
      production,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });
});

test('ORCID_ID is the iD itself or its orcid.org address, as ORCID shows it', () => {
  expect(orcidIdSetting(' 0000-0002-1825-0097 ')).toBe('0000-0002-1825-0097');
  expect(orcidIdSetting('https://orcid.org/0000-0002-1825-0097')).toBe('0000-0002-1825-0097');
  expect(orcidIdSetting('0000-0002-1825-0098')).toBeUndefined();
  expect(orcidIdSetting(undefined)).toBeUndefined();
  expect(runTimeProblems({ ORCID_ID: 'https://orcid.org/0000-0002-1825-0097' })).toEqual([]);
  // Read at run time too: a container's malformed iD is logged when the server starts.
  expect(runTimeProblems({ ORCID_ID: '0000-0002-1825-0098' })).toEqual([
    'ORCID_ID must be an ORCID iD such as 0000-0002-1825-0097, four blocks of four digits whose last character is its check digit (got "0000-0002-1825-0098"); until then the research record is the publications file alone.',
  ]);
});

describe('environment check when a server starts (a container gets its secrets at run time)', () => {
  test('a short webhook secret is reported and never accepted; a long one is', () => {
    expect(runTimeProblems({ SANITY_REVALIDATE_SECRET: 'x' })).toEqual([
      'SANITY_REVALIDATE_SECRET is too short: use at least 16 random characters (until then /api/revalidate answers 404).',
    ]);
    expect(usableWebhookSecret('x')).toBeUndefined();
    expect(usableWebhookSecret(' 0123456789abcdef ')).toBe('0123456789abcdef');
    expect(runTimeProblems({ SANITY_REVALIDATE_SECRET: '0123456789abcdef' })).toEqual([]);
    expect(runTimeProblems({})).toEqual([]);
  });

  const saved = process.env.SANITY_REVALIDATE_SECRET;
  afterEach(() => {
    jest.restoreAllMocks();
    if (saved === undefined) delete process.env.SANITY_REVALIDATE_SECRET;
    else process.env.SANITY_REVALIDATE_SECRET = saved;
  });

  test('the site takes a short secret for none: the webhook answers 404 as when it is unset', () => {
    process.env.SANITY_REVALIDATE_SECRET = 'short';
    jest.isolateModules(() => {
      expect(jest.requireActual('@/lib/config.server').secrets.revalidateSecret).toBeUndefined();
    });
  });

  test('instrumentation.ts logs each run-time problem once, when the server starts', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    process.env.SANITY_REVALIDATE_SECRET = 'short';
    const { register } = await import('@/instrumentation');
    register();
    expect(error.mock.calls).toEqual([
      [
        'Configuration: SANITY_REVALIDATE_SECRET is too short: use at least 16 random characters (until then /api/revalidate answers 404).',
      ],
    ]);
  });
});
