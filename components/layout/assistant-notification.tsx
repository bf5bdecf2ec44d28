'use client';

import { useEffect, useRef, useState } from 'react';
import { CloseIcon, PhageIcon } from '@/components/ui/icons';
import { assistantNotification } from '@/content/layout';
import {
  isNotificationDue,
  NOTIFICATION_FADE_AFTER_MS,
  NOTIFICATION_FADE_MS,
  NOTIFICATION_SHOW_AFTER_MS,
  readNotificationHistory,
  recordNotificationShown,
} from '@/lib/browser/notification-schedule';
import { safeStorage } from '@/lib/browser/storage';
import { openVoiceAssistant } from '@/lib/browser/voice-assistant';

/** Rendered only with a voice assistant configured; at most once per session and per week. */
export function AssistantNotification({
  onStartChat = () => void openVoiceAssistant(),
}: {
  onStartChat?: () => void;
}) {
  const [phase, setPhase] = useState<'hidden' | 'visible' | 'fading'>('hidden');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const notice = useRef<HTMLElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);

  const fadeOut = () => {
    // The keyboard goes back where it came from (else to the page), not to the document's start.
    if (notice.current?.contains(document.activeElement)) {
      const back = cameFrom.current?.isConnected ? cameFrom.current : null;
      (back ?? document.getElementById('main-content'))?.focus({ preventScroll: true });
    }
    timers.current.forEach(clearTimeout);
    setPhase('fading');
    timers.current = [setTimeout(() => setPhase('hidden'), NOTIFICATION_FADE_MS)];
  };

  useEffect(() => {
    const local = safeStorage('localStorage');
    const session = safeStorage('sessionStorage');
    if (!isNotificationDue(readNotificationHistory(local, session), Date.now())) return;

    // A page opened in a background tab counts from when it is first seen: shown (and recorded)
    // unseen, the notice would be missed for a week.
    const waiting = new AbortController();
    const startWhenSeen = () => {
      if (document.visibilityState !== 'visible') return;
      waiting.abort();
      timers.current = [
        setTimeout(() => {
          recordNotificationShown(local, session, Date.now());
          setPhase('visible');
        }, NOTIFICATION_SHOW_AFTER_MS),
        setTimeout(fadeOut, NOTIFICATION_FADE_AFTER_MS),
      ];
    };
    document.addEventListener('visibilitychange', startWhenSeen, { signal: waiting.signal });
    startWhenSeen();
    const pending = timers;
    return () => {
      waiting.abort();
      pending.current.forEach(clearTimeout);
    };
  }, []);

  if (phase === 'hidden') return null;

  return (
    <aside
      ref={notice}
      aria-labelledby="assistant-notice-title"
      data-state={phase}
      onFocus={(event) => {
        const from = event.relatedTarget;
        const outside = from instanceof HTMLElement && !event.currentTarget.contains(from);
        if (outside && from !== document.body) cameFrom.current = from;
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') fadeOut();
      }}
      className="assistant-notice on-ink fixed inset-x-4 bottom-40 z-40 rounded-card bg-ink p-4 text-ink-inverse shadow-lift ring-1 ring-fluor/25 sm:inset-x-auto sm:bottom-6 sm:left-6 sm:w-[22rem]"
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-full bg-fluor/15 text-fluor ring-1 ring-fluor/40">
          <PhageIcon width={18} height={18} />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="assistant-notice-title" className="font-sans text-base font-semibold text-white">
            {assistantNotification.title}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-ink-inverse/80">
            {assistantNotification.body}
          </p>
          <button
            type="button"
            onClick={() => {
              onStartChat();
              fadeOut();
            }}
            className="mt-3 inline-flex min-h-10 items-center rounded-pill bg-fluor px-4 text-sm font-semibold text-ink transition-colors hover:bg-white"
          >
            {assistantNotification.startChat}
          </button>
        </div>
        <button
          type="button"
          aria-label={assistantNotification.dismiss}
          onClick={fadeOut}
          className="-mt-1 -mr-1 grid size-9 shrink-0 place-items-center rounded-full text-ink-inverse/70 transition-colors hover:bg-white/10 hover:text-white"
        >
          <CloseIcon width={18} height={18} />
        </button>
      </div>
    </aside>
  );
}
