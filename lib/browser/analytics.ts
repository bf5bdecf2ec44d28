/** PostHog: memory only until consent; not loaded at all after a refusal, DNT or GPC. */
import type { PostHogConfig } from 'posthog-js';
import { whenPageIsIdle } from './idle';
import { safeStorage } from './storage';

/** The visitor's choice, kept in localStorage (remembering a refusal needs no consent). */
export const CONSENT_STORAGE_KEY = 'analytics-consent';
export type AnalyticsConsent = 'granted' | 'denied' | null;

export function readConsent(): AnalyticsConsent {
  try {
    const value = safeStorage('localStorage')?.getItem(CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

/** docs/product.md explains them. */
export function posthogOptions(
  apiHost: string,
  { consent, recordSessions }: { consent?: AnalyticsConsent; recordSessions?: boolean } = {},
): Partial<PostHogConfig> {
  const granted = consent === 'granted';
  return {
    api_host: apiHost,
    capture_pageview: 'history_change',
    capture_pageleave: true,
    persistence: granted ? 'localStorage+cookie' : 'memory',
    disable_session_recording: !(granted && recordSessions),
    // Surveys would load another script and store their state: not used.
    disable_surveys: true,
    capture_exceptions: true,
    respect_dnt: true,
    request_batching: true,
    feature_flag_request_timeout_ms: 3_000,
    // No client IP in the events (the PostHog project should also discard the request's IP).
    before_send: (event) => {
      if (event?.properties) delete event.properties.$ip;
      return event;
    },
  };
}

export interface AnalyticsClient {
  init: (key: string, options: Partial<PostHogConfig>) => unknown;
  set_config?: (options: Partial<PostHogConfig>) => void;
  startSessionRecording?: () => void;
  opt_out_capturing?: () => void;
}

export type PosthogImporter = () => Promise<{ default: AnalyticsClient }>;

/** The consent is read when posthog-js arrives, so a choice made meanwhile is honoured. */
export function scheduleAnalytics(
  key: string | undefined,
  apiHost: string,
  importer: PosthogImporter = () => import('posthog-js'),
  {
    recordSessions = false,
    readChoice = readConsent,
    onReady = () => {},
  }: {
    recordSessions?: boolean;
    readChoice?: () => AnalyticsConsent;
    onReady?: (client: AnalyticsClient) => void;
  } = {},
): () => void {
  const nav: Navigator & { globalPrivacyControl?: boolean } = navigator;
  const refused = nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
  if (!key || readChoice() === 'denied' || refused) return () => {};
  return whenPageIsIdle(() => {
    importer()
      .then(({ default: posthog }) => {
        const consent = readChoice();
        if (consent === 'denied') return;
        posthog.init(key, posthogOptions(apiHost, { consent, recordSessions }));
        onReady(posthog);
      })
      .catch((error: unknown) => {
        // Analytics must never break the page (blocked by an extension, offline…).
        console.warn('Analytics could not be loaded', error);
      });
  });
}
