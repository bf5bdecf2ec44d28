import { ArticleMissing } from '@/components/blog/article-missing';
import { articleMissingMetadata } from '@/lib/seo/metadata';

export const metadata = articleMissingMetadata;

/**
 * "Article not found", with HTTP 404. proxy.ts rewrites every unknown article URL to one address of
 * this route with that status, which Next renders as this page, in the server HTML, and keeps as
 * one cache entry. Also shown for a slug the proxy could not call unknown beforehand.
 */
export default function ArticleNotFound() {
  return <ArticleMissing />;
}
