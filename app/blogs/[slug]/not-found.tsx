import type { Metadata } from 'next';
import { ArticleMissing } from '@/components/blog/article-missing';
import { articleMissingMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = articleMissingMetadata;

/**
 * No post for the slug, when proxy.ts could not tell beforehand (the blog's paths unknown during
 * an outage, or the owner's draft preview): answered with HTTP 404.
 */
export default function ArticleNotFound() {
  return <ArticleMissing />;
}
