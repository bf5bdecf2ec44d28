/** When the AI-assistant notification appears and fades, counted from the page's load (once seen). */
export const NOTIFICATION_SHOW_AFTER_MS = 3_500;
export const NOTIFICATION_FADE_AFTER_MS = 18_500;
export const NOTIFICATION_FADE_MS = 500;
export const NOTIFICATION_RESHOW_AFTER_MS = 7 * 24 * 60 * 60 * 1_000;

/** localStorage: when it was last shown (epoch ms); sessionStorage: shown in this session. */
export const NOTIFICATION_LAST_SHOWN_KEY = 'aiAssistantNotificationLastShown';
export const NOTIFICATION_SESSION_KEY = 'aiAssistantNotificationShown';

type NotificationHistory = ReturnType<typeof readNotificationHistory>;

export function readNotificationHistory(local: Storage | null, session: Storage | null) {
  const lastShownAt = Number(local?.getItem(NOTIFICATION_LAST_SHOWN_KEY) ?? NaN);
  return {
    lastShownAt: Number.isFinite(lastShownAt) ? lastShownAt : null,
    shownThisSession: session !== null && session.getItem(NOTIFICATION_SESSION_KEY) !== null,
  };
}

export function isNotificationDue(history: NotificationHistory, now: number): boolean {
  if (history.shownThisSession) return false;
  return history.lastShownAt === null || now - history.lastShownAt > NOTIFICATION_RESHOW_AFTER_MS;
}

export function recordNotificationShown(
  local: Storage | null,
  session: Storage | null,
  now: number,
): void {
  local?.setItem(NOTIFICATION_LAST_SHOWN_KEY, String(now));
  session?.setItem(NOTIFICATION_SESSION_KEY, 'true');
}
