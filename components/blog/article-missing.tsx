import { Column } from '@/components/blog/column';
import { BackToPosts } from '@/components/blog/back-to-posts';
import { blogText } from '@/content/blog-text';

export function ArticleMissing() {
  return (
    <Column className="py-12">
      <BackToPosts />
      <div className="mt-8 rounded-card border border-dashed border-line-strong bg-surface-raised px-6 py-14 text-center">
        <h1 className="text-heading text-ink">{blogText.articleMissing.title}</h1>
        <p className="mt-3 text-ink-soft">{blogText.articleMissing.text}</p>
      </div>
    </Column>
  );
}
