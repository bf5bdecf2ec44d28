import type { Metadata } from 'next';
import { cache } from 'react';
import { Missing } from '@/components/blog/missing';
import { Article } from '@/components/blog/article';
import { getPost, getPosts } from '@/lib/content';
import { UNKNOWN_ARTICLE_PATH, articlePath } from '@/lib/blog/paths';
import ArticleNotFound from './not-found';
import { withFeed } from '@/lib/blog/feed';
import { citeBody } from '@/lib/blog/references';
import { absoluteUrl } from '@/lib/config';
import {
  articleMissingMetadata,
  OG_IMAGE_SIZE,
  pageMetadata,
  postDescription,
} from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { blogPostingJsonLd, citationReference, pageBreadcrumbs } from '@/lib/seo/json-ld';
import { PreviewBar } from '@/components/blog/preview-bar';
import { blogText } from '@/content/blog-text';

type Props = { params: Promise<{ slug: string }> };

/** The post, its citations numbered, and the works they cite (its metadata lists them too). */
const loadPost = cache(async (slug: string) => {
  const post = await getPost(slug);
  if (!post) return null;
  const { body, references } = await citeBody(post.body);
  return { ...post, body, references };
});

/** Current posts are pre-rendered, others render on demand; all regenerate with the content. */
export async function generateStaticParams() {
  return (await getPosts()).map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await loadPost((await params).slug).catch(() => null);
  if (!post) return articleMissingMetadata;
  const metadata = withFeed(
    pageMetadata({
      title: post.title,
      description: postDescription(post),
      keywords: [post.category?.title ?? '', ...post.tags.map((t) => t.title)].filter(Boolean),
      path: articlePath(post.slug),
      type: 'article',
      // A post without a cover cropped for sharing shares its generated card (./opengraph-image.tsx).
      image: post.cover?.share ?? {
        url: `${articlePath(post.slug)}/opengraph-image`,
        ...OG_IMAGE_SIZE,
        alt: blogText.shareImageAlt,
      },
    }),
  );
  // A guest's post is not the owner's, the layout's author.
  if (post.author) metadata.authors = [{ name: post.author.name }];
  const cited = post.references.map((r) => citationReference(r.work));
  return cited.length ? { ...metadata, other: { citation_reference: cited } } : metadata;
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params;
  // proxy.ts sends every unknown article here with HTTP 404.
  if (articlePath(slug) === UNKNOWN_ARTICLE_PATH) return <ArticleNotFound />;
  const post = await loadPost(slug);
  if (!post) return <Missing />;
  const path = articlePath(post.slug);
  return (
    <>
      <PreviewBar path={path} />
      <JsonLd data={[...blogPostingJsonLd(post), pageBreadcrumbs(path, post.title)]} />
      <Article post={post} shareUrl={absoluteUrl(path)} references={post.references} />
    </>
  );
}
