'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { analyticsConsent as copy } from '@/content/legal';
import { buttonClasses } from '@/components/ui/button-link';
import {
  CONSENT_STORAGE_KEY,
  readConsent,
  scheduleAnalytics,
  type AnalyticsClient,
  type PosthogImporter,
} from '@/lib/browser/analytics';
import { safeStorage } from '@/lib/browser/storage';
import { routes } from '@/lib/routes';

const CHOICES = [
  ['granted', 'primary', 'accept'],
  ['denied', 'secondary', 'decline'],
] as const;

/** The consent panel appears once PostHog has loaded, fixed (it shifts nothing), without focus. */
export function Analytics({
  posthogKey,
  apiHost,
  recordSessions = false,
  importer,
}: {
  posthogKey?: string;
  apiHost: string;
  recordSessions?: boolean;
  importer?: PosthogImporter;
}) {
  const [asking, setAsking] = useState(false);
  const client = useRef<AnalyticsClient | null>(null);

  useEffect(
    () =>
      scheduleAnalytics(posthogKey, apiHost, importer, {
        recordSessions,
        onReady: (posthog) => {
          client.current = posthog;
          if (readConsent() === null) setAsking(true);
        },
      }),
    [posthogKey, apiHost, importer, recordSessions],
  );

  const choose = (consent: 'granted' | 'denied') => {
    try {
      safeStorage('localStorage')?.setItem(CONSENT_STORAGE_KEY, consent);
    } catch {
      // Storage blocked: the choice holds for this page only.
    }
    setAsking(false);
    if (consent === 'denied') client.current?.opt_out_capturing?.();
    else client.current?.set_config?.({ persistence: 'localStorage+cookie' });
    if (consent === 'granted' && recordSessions) client.current?.startSessionRecording?.();
  };

  if (!asking) return null;
  return (
    <div
      role="region"
      aria-label={copy.label}
      className="fixed inset-x-4 bottom-4 z-40 rounded-card border border-line bg-surface-raised p-4 text-sm text-ink shadow-lift sm:left-auto sm:max-w-sm"
    >
      <p className="leading-relaxed">
        {copy.text}{' '}
        <Link href={routes.privacy} className="font-semibold text-accent underline">
          {copy.policyLink}
        </Link>
      </p>
      <div className="mt-3 flex gap-3">
        {CHOICES.map(([consent, variant, label]) => (
          <button
            key={consent}
            type="button"
            onClick={() => choose(consent)}
            className={buttonClasses(variant)}
          >
            {copy[label]}
          </button>
        ))}
      </div>
    </div>
  );
}
