/**
 * Web storage, or null where unavailable (private modes, blocked site data). Each key is a named
 * constant; content/legal.ts lists them all, which a test checks against every storage call.
 */
export function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : (window[kind] ?? null);
  } catch {
    return null;
  }
}
