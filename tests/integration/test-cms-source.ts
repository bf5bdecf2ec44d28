import { createCmsSource, type CmsOptions } from '@/lib/content/source';
import type { CmsServer } from './cms-server';

/** The site's CMS source pointed at the test CMS: project testproj, no retries unless asked. */
export function testCmsSource(cms: CmsServer, overrides: Partial<CmsOptions> = {}) {
  return createCmsSource({
    projectId: 'testproj',
    dataset: 'production',
    apiVersion: '2024-01-01',
    apiHost: cms.url,
    timeoutMs: 2_000,
    maxRetries: 0,
    ...overrides,
  });
}
