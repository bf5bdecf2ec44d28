import { Container } from '@/components/ui/container';
import { previewText } from '@/content/preview';
import { isPreviewing } from '@/lib/content';

/** The owner's reminder that drafts are showing. A plain link: a prefetch would end the preview. */
export async function PreviewBar({ path }: { path: string }) {
  if (!(await isPreviewing())) return null;
  return (
    <section
      aria-label={previewText.label}
      className="border-b border-amber bg-amber-soft text-ink"
    >
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3 text-sm">
        <p>{previewText.notice}</p>
        <a
          href={`/api/draft-mode/disable?redirect=${encodeURIComponent(path)}`}
          className="rounded-pill bg-ink px-4 py-1.5 font-semibold text-ink-inverse underline-offset-4 hover:underline"
        >
          {previewText.exit}
        </a>
      </Container>
    </section>
  );
}
