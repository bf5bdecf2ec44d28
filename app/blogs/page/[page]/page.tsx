import type { Metadata } from 'next';
import { cache } from 'react';
import { Missing } from '@/components/blog/missing';
import { PageHeader } from '@/components/ui/page-header';
import { Container } from '@/components/ui/container';
import { PostListing } from '@/components/blog/post-listing';
import { getPostIndex, getPostsPage, pageCountOf } from '@/lib/content';
import { withFeed } from '@/lib/blog/feed';
import { listingPath, pageNumberOf } from '@/lib/blog/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { blogText } from '@/content/blog-text';
import { PreviewBar } from '@/components/blog/preview-bar';

/** Archive pages /blogs/page/2 …: pre-rendered (the first ten), the others on demand. */
export const dynamicParams = true;
const PRERENDERED_PAGES = 10;

type Props = { params: Promise<{ page: string }> };

const load = cache(async (segment: string) => {
  const page = pageNumberOf(segment);
  return page === null ? null : getPostsPage(page);
});

export async function generateStaticParams() {
  const pageCount = pageCountOf((await getPostIndex()).length);
  const last = Math.min(pageCount, PRERENDERED_PAGES);
  return Array.from({ length: Math.max(0, last - 1) }, (_, i) => ({ page: String(i + 2) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const listing = await load((await params).page);
  if (!listing) return { title: blogText.section, robots: { index: false } };
  return withFeed(
    pageMetadata({
      title: blogText.archiveTitle(listing.page),
      description: blogText.archiveLead(listing.page, listing.pageCount),
      keywords: blogText.archiveKeywords,
      path: listingPath(listing.page),
    }),
  );
}

export default async function ArchivePage({ params }: Props) {
  const listing = await load((await params).page);
  if (!listing) return <Missing />;
  return (
    <>
      <PreviewBar path={listingPath(listing.page)} />
      <PageHeader
        eyebrow={blogText.section}
        title={blogText.archiveTitle(listing.page)}
        lead={blogText.archiveLead(listing.page, listing.pageCount)}
      />
      <Container className="py-10 sm:py-14">
        <PostListing posts={listing.posts} page={listing.page} pageCount={listing.pageCount} />
      </Container>
    </>
  );
}
