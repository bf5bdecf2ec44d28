export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-[60] rounded-pill bg-ink px-4 py-2 font-semibold text-ink-inverse focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  );
}
