/**
 * Web storage that may be unavailable (private modes, blocked site data) without throwing. Each key
 * is a named string constant beside the code that uses it; the privacy policy's Cookies section
 * (content/legal.ts) lists them all, which a test checks against every storage call.
 */
export function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : (window[kind] ?? null);
  } catch {
    return null;
  }
}
