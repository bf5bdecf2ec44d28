/** sonner loads with the first toast, not the page: its stylesheet would restyle the page. */
let toasterWanted = false;
const listeners = new Set<() => void>();

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
  /** `id`: a toast already showing under it is replaced, not stacked above. */
  options?: { description?: string; id?: string },
): Promise<void> {
  const sonner = await import('sonner');
  sonner.toast[kind](message, options);
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
}
