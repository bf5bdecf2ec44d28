'use client';

import { Column } from '@/components/blog/column';
import { BackToPosts } from '@/components/blog/back-to-posts';
import { buttonClasses } from '@/components/ui/button-link';
import { blogText } from '@/content/blog-text';

/** Production replaces server messages with a digest, which shows the fallback text instead. */
export default function ArticleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const message = !error.digest && error.message ? error.message : blogText.articleError.fallback;
  return (
    <Column className="py-12">
      <BackToPosts />
      <div
        role="alert"
        className="mt-8 rounded-card border border-danger/30 bg-danger-soft px-6 py-12 text-center"
      >
        <h1 className="text-heading text-ink">{blogText.articleError.title}</h1>
        <p className="mt-3 text-ink-soft">{message}</p>
        <button type="button" className={buttonClasses('primary', 'mt-6')} onClick={reset}>
          {blogText.articleError.retry}
        </button>
      </div>
    </Column>
  );
}
