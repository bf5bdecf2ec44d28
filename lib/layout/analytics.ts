/**
 * Analytics (PostHog), off unless a project key is configured. posthog-js is imported dynamically
 * once the page is idle, so it is never part of the first-load JavaScript and, without a key,
 * never downloaded at all.
 */
import type { PostHogConfig } from 'posthog-js';
import { whenPageIsIdle } from './idle';

/** Spec §9 analytics limits. */
export const ANALYTICS_BATCH_SIZE = 20;
export const ANALYTICS_REQUEST_TIMEOUT_MS = 10_000;
export const ANALYTICS_FEATURE_FLAG_TIMEOUT_MS = 3_000;

/**
 * The posthog-js options for the spec's analytics contract. posthog-js (the browser SDK) exposes
 * no batch-size or general request-timeout option — those are posthog-node/react-native settings
 * (`flushAt`, `requestTimeout`). The browser SDK batches every queued event per flush instead
 * (`request_batching`), and the feature-flag request has its own timeout, which is set here.
 */
export function posthogOptions(apiHost: string): Partial<PostHogConfig> {
  return {
    api_host: apiHost,
    // Page views on every client-side route change (App Router navigations), page leaves too.
    capture_pageview: 'history_change',
    capture_pageleave: true,
    disable_session_recording: false,
    capture_exceptions: true,
    respect_dnt: true,
    request_batching: true,
    feature_flag_request_timeout_ms: ANALYTICS_FEATURE_FLAG_TIMEOUT_MS,
  };
}

export type PosthogImporter = () => Promise<{
  default: { init: (key: string, options: Partial<PostHogConfig>) => unknown };
}>;

const importPosthog: PosthogImporter = () => import('posthog-js');

/**
 * Schedules PostHog for when the page is idle. Returns a cancel function. Does nothing (no import,
 * no request) without a key.
 */
export function scheduleAnalytics(
  key: string | undefined,
  apiHost: string,
  importer: PosthogImporter = importPosthog,
): () => void {
  if (!key) return () => {};
  return whenPageIsIdle(() => {
    importer()
      .then(({ default: posthog }) => posthog.init(key, posthogOptions(apiHost)))
      .catch((error: unknown) => {
        // Analytics must never break the page (blocked by an extension, offline…).
        console.warn('Analytics could not be loaded', error);
      });
  });
}
