export const IDLE_TIMEOUT_MS = 2_000;

/** How long after load to wait for a first paint (a background tab paints nothing). */
export const FIRST_PAINT_TIMEOUT_MS = 3_000;

/** On a slow phone, the first contentful paint comes after load. */
function afterFirstContentfulPaint(then: () => void): () => void {
  const Observer = typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    then();
    return () => {};
  }
  let done = false;
  const stop = () => {
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
  };
  const finish = () => {
    if (done) return;
    stop();
    then();
  };
  const observer = new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
  });
  const fallback = setTimeout(finish, FIRST_PAINT_TIMEOUT_MS);
  observer.observe({ type: 'paint', buffered: true });
  return stop;
}

export function whenPageIsIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelPaintWait: (() => void) | undefined;
  let idleHandle: number | undefined;
  let timeoutHandle: ReturnType<typeof setTimeout> | undefined;

  const run = () => !cancelled && task();
  const runWhenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      idleHandle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else timeoutHandle = setTimeout(run, 1);
  };
  // Cancelling removes this listener and stops the paint wait (whose `done` keeps runWhenIdle out).
  const onLoad = () => (cancelPaintWait = afterFirstContentfulPaint(runWhenIdle));

  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener('load', onLoad);
    cancelPaintWait?.();
    if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle);
    if (timeoutHandle !== undefined) clearTimeout(timeoutHandle);
  };
}
