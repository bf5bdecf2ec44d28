import { shellText } from '@/content/layout';

/** The first focusable element on every page: jumps past the navigation to the main content. */
export function SkipLink() {
  return (
    <a href="#main-content" className="skip-link">
      {shellText.skipLink}
    </a>
  );
}
