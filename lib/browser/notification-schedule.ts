/**
 * When the AI-assistant notification appears. All times count from page load.
 */

/** The notification shows this long after the page loads… */
export const NOTIFICATION_SHOW_AFTER_MS = 3_500;
/** …starts fading out at this point after the page loads… */
export const NOTIFICATION_FADE_AFTER_MS = 18_500;
/** …and is removed once the fade (also used by Close and "Start Chat") has run. */
export const NOTIFICATION_FADE_MS = 500;
/** It shows again only when it was last shown longer ago than this. */
export const NOTIFICATION_RESHOW_AFTER_MS = 7 * 24 * 60 * 60 * 1_000;

/** localStorage: when the notification was last shown (epoch milliseconds). */
export const NOTIFICATION_LAST_SHOWN_KEY = 'aiAssistantNotificationLastShown';
/** sessionStorage: set once it has been shown in this browser session. */
export const NOTIFICATION_SESSION_KEY = 'aiAssistantNotificationShown';

export interface NotificationHistory {
  lastShownAt: number | null;
  shownThisSession: boolean;
}

export function readNotificationHistory(
  local: Storage | null,
  session: Storage | null,
): NotificationHistory {
  const raw = local?.getItem(NOTIFICATION_LAST_SHOWN_KEY) ?? null;
  const lastShownAt = raw === null ? null : Number(raw);
  return {
    lastShownAt: lastShownAt !== null && Number.isFinite(lastShownAt) ? lastShownAt : null,
    shownThisSession: session !== null && session.getItem(NOTIFICATION_SESSION_KEY) !== null,
  };
}

/** Never shown, or last shown over seven days ago — and not yet in this browser session. */
export function isNotificationDue(history: NotificationHistory, now: number): boolean {
  if (history.shownThisSession) return false;
  if (history.lastShownAt === null) return true;
  return now - history.lastShownAt > NOTIFICATION_RESHOW_AFTER_MS;
}

export function recordNotificationShown(
  local: Storage | null,
  session: Storage | null,
  now: number,
): void {
  local?.setItem(NOTIFICATION_LAST_SHOWN_KEY, String(now));
  session?.setItem(NOTIFICATION_SESSION_KEY, 'true');
}
