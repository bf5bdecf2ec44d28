import { resistanceBanner as copy } from '@/content/home';
import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/intent-link';
import { routes } from '@/lib/routes';

export function ResistanceBanner() {
  return (
    <section
      aria-labelledby="resistance-banner-line"
      className="resistance-banner on-ink relative isolate overflow-hidden bg-ink py-16 text-ink-inverse sm:py-20"
    >
      <div className="resistance-banner-motif absolute inset-0 -z-10" aria-hidden="true" />
      <Container className="grid gap-8 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] md:items-end md:gap-16">
        <div>
          <p className="text-eyebrow font-semibold text-agar uppercase">{copy.eyebrow}</p>
          <h2 id="resistance-banner-line" className="mt-3 text-title text-white">
            {copy.line}
          </h2>
        </div>
        <div>
          <p className="leading-relaxed text-ink-inverse/90">{copy.body}</p>
          <p className="mt-3 text-sm text-ink-inverse/70">
            {copy.sourcePrefix}
            {copy.source}
          </p>
          <Link
            href={routes[copy.action.route]}
            className="mt-6 inline-flex items-center gap-2 font-semibold text-fluor underline decoration-fluor/40 underline-offset-4 hover:decoration-fluor"
          >
            {copy.action.label}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </Container>
    </section>
  );
}
