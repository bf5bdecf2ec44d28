import type { BlogPostingLeaf, WithContext } from 'schema-dts';
import { articlePath } from '@/lib/blog/paths';
import {
  defined,
  headline,
  ownerRef,
  person,
  SCHEMA_CONTEXT,
  toAbsoluteUrl,
  toIsoDate,
  type DateInput,
} from './shared';

interface BlogPostingInput {
  title: string;
  slug: string;
  publishedAt: DateInput;
  updatedAt?: DateInput;
  description?: string;
  authorName?: string;
  image?: string;
  category?: string;
  tags?: readonly string[];
}

export function blogPostingJsonLd(input: BlogPostingInput): WithContext<BlogPostingLeaf> {
  const url = toAbsoluteUrl(articlePath(input.slug));
  const published = toIsoDate(input.publishedAt);
  return defined({
    '@context': SCHEMA_CONTEXT,
    '@type': 'BlogPosting',
    headline: headline(input.title),
    description: input.description,
    datePublished: published,
    dateModified: input.updatedAt ? toIsoDate(input.updatedAt) : published,
    author: input.authorName ? person(input.authorName) : ownerRef(),
    publisher: ownerRef(),
    image: input.image ? [toAbsoluteUrl(input.image)] : undefined,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: input.category,
    keywords: input.tags?.length ? [...input.tags] : undefined,
    inLanguage: 'en',
  });
}
