import { Column } from '@/components/blog/column';

export default function ArticleLoading() {
  return (
    <Column className="py-16">
      <div role="status" aria-live="polite" className="space-y-6">
        <p className="text-lg text-ink-soft">Loading article…</p>
        <div aria-hidden="true" className="blog-skeleton space-y-4">
          <div className="h-10 w-4/5 rounded bg-surface-sunken" />
          <div className="h-4 w-1/3 rounded bg-surface-sunken" />
          <div className="aspect-[1200/640] w-full rounded-card bg-surface-sunken" />
        </div>
      </div>
    </Column>
  );
}
