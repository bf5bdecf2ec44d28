/** Web storage that may be unavailable (private modes, blocked site data) without throwing. */
export function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : (window[kind] ?? null);
  } catch {
    return null;
  }
}
