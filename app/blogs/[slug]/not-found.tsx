import { Column } from '@/components/blog/column';
import { BackToPosts } from '@/components/blog/back-to-posts';
import { blogText } from '@/content/blog-text';
import { articleMissingMetadata } from '@/lib/seo/metadata';

export const metadata = articleMissingMetadata;

/**
 * proxy.ts rewrites every unknown article URL to one address, whose page renders this panel itself
 * as one cache entry; this file covers a slug the proxy could not call unknown beforehand.
 */
export default function ArticleNotFound() {
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
