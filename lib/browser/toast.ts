/**
 * Toasts answer interactions, so sonner is on no page until the first toast: loading it costs a
 * module evaluation and a style recalculation of the whole page (sonner injects its stylesheet),
 * main-thread work that a page load should not pay for a toast nobody has asked for yet.
 * The first `showToast` loads it and asks the root layout's <SiteToaster> to mount sonner's
 * Toaster, which then shows the toasts sent before it was listening.
 */
let toasterWanted = false;
const listeners = new Set<() => void>();

/** For <SiteToaster> (useSyncExternalStore): whether a toast has asked for the Toaster yet. */
export function subscribeToToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterWanted(): boolean {
  return toasterWanted;
}

export async function showToast(
  kind: 'success' | 'error',
  message: string,
  options?: { description?: string },
): Promise<void> {
  const sonner = await import('sonner');
  sonner.toast[kind](message, options);
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
}
