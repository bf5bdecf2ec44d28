import { createCmsSource, type CmsOptions } from '@/lib/content/source';
import type { CmsServer } from './cms-server';

/**
 * The site's CMS source pointed at the test CMS: project testproj, no retries unless asked. The
 * timeouts only end a hung test: the CMS server runs in the test's own process, and on a busy
 * machine a search over the whole blog can take seconds. Tests of timeouts pass their own.
 */
export function testCmsSource(cms: CmsServer, overrides: Partial<CmsOptions> = {}) {
  return createCmsSource({
    projectId: 'testproj',
    dataset: 'production',
    apiHost: cms.url,
    timeoutMs: 30_000,
    deadlineMs: 30_000,
    maxRetries: 0,
    ...overrides,
  });
}
