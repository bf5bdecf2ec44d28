import type { Page } from '@playwright/test';
import { NOTIFICATION_SESSION_KEY } from '@/lib/browser/notification-schedule';

/**
 * Marks the assistant notification as shown this session, for a test about something else: sliding
 * in 3.5 s after a page loads, it could otherwise arrive half-faded in the middle of an axe scan,
 * which reads it as low contrast. Its own test is in everything-on.spec.ts.
 */
export function skipAssistantNotice(page: Page) {
  return page.addInitScript((key) => sessionStorage.setItem(key, 'true'), NOTIFICATION_SESSION_KEY);
}
