'use client';

import { useEffect } from 'react';
import { scheduleAnalytics, type PosthogImporter } from '@/lib/layout/analytics';

/** PostHog, loaded when the page is idle — and only when a project key is configured. */
export function Analytics({
  posthogKey,
  apiHost,
  importer,
}: {
  posthogKey?: string;
  apiHost: string;
  importer?: PosthogImporter;
}) {
  useEffect(
    () => scheduleAnalytics(posthogKey, apiHost, importer),
    [posthogKey, apiHost, importer],
  );
  return null;
}
