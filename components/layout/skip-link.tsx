import { shellText } from '@/content/layout';

/** The first focusable element on every page: jumps past the navigation to the main content. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-[60] rounded-pill bg-surface-raised px-4 py-2 font-semibold text-ink shadow-lift focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
    >
      {shellText.skipLink}
    </a>
  );
}
