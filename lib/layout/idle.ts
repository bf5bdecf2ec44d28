/** How long to wait for an idle period before running anyway. */
export const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` once the page has loaded and the main thread is idle (so third-party code costs
 * nothing at first load). Returns a cancel function.
 */
export function whenPageIsIdle(task: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timeoutHandle: ReturnType<typeof setTimeout> | undefined;

  const runWhenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(() => !cancelled && task(), {
        timeout: IDLE_TIMEOUT_MS,
      });
    } else {
      timeoutHandle = setTimeout(() => !cancelled && task(), 1);
    }
  };

  if (document.readyState === 'complete') runWhenIdle();
  else window.addEventListener('load', runWhenIdle, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener('load', runWhenIdle);
    if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle);
    if (timeoutHandle !== undefined) clearTimeout(timeoutHandle);
  };
}
