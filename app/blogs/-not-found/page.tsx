import type { Metadata } from 'next';
import { ArticleMissing } from '@/components/blog/article-missing';
import { articleMissingMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = articleMissingMetadata;

/**
 * Every unknown article URL, rewritten here by proxy.ts with HTTP 404: a static page, so the panel
 * is in the server HTML (a notFound() thrown in an on-demand render leaves it to the browser).
 */
export default function UnknownArticlePage() {
  return <ArticleMissing />;
}
