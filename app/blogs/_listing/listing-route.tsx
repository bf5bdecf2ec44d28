import type { Metadata } from 'next';
import { cache } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Container } from '@/components/ui/container';
import {
  getPostsPage,
  getTaxonomy,
  getTermPage,
  type PostsPage,
  type TermKind,
  type TermPage,
} from '@/lib/content';
import { withFeed } from '@/lib/blog/feed';
import { listingPath, pageNumberOf, termPath } from '@/lib/blog/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageBreadcrumbs } from '@/lib/seo/json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { blogText } from '@/content/blog-text';
import { BackToPosts } from '@/components/blog/back-to-posts';
import { Missing } from '@/components/blog/missing';
import { Pagination } from '@/components/blog/pagination';
import { PostGrid } from '@/components/blog/post-card';
import { PreviewBar } from '@/components/blog/preview-bar';

type Kind = TermKind | 'archive';
type Props = { params: Promise<{ category?: string; tag?: string; page?: string }> };

function words({ page, pageCount, term }: PostsPage & Partial<TermPage>, kind: Kind) {
  if (kind === 'archive' || !term)
    return {
      eyebrow: blogText.section,
      title: blogText.archiveTitle(page),
      lead: blogText.archiveLead(page, pageCount),
      keywords: blogText.archiveKeywords,
      pathOf: listingPath,
    };
  return {
    eyebrow: blogText.termEyebrow[kind],
    title: blogText.termTitle[kind](term.title, page),
    lead: blogText.termLead[kind](term.title, term.posts.length, page, pageCount),
    keywords: blogText.termKeywords(term.title),
    pathOf: (n: number) => termPath(kind, term.slug, n),
  };
}

export function listingRoute(kind: Kind) {
  const load = cache(
    async (slug: string, segment: string | undefined): Promise<PostsPage | TermPage | null> => {
      const page = segment === undefined ? 1 : pageNumberOf(segment);
      if (page === null) return null;
      return kind === 'archive' ? getPostsPage(page) : getTermPage(kind, slug, page);
    },
  );
  const read = async (params: Props['params']) => {
    const values = await params;
    return load(kind === 'archive' ? '' : (values[kind] ?? ''), values.page);
  };

  return {
    /** Later pages render on first request. */
    async firstPages() {
      const taxonomy = await getTaxonomy();
      return (kind === 'category' ? taxonomy.categories : taxonomy.tags).map((term) => ({
        [kind]: term.slug,
      }));
    },
    async metadata({ params }: Props): Promise<Metadata> {
      const listing = await read(params);
      if (!listing) return { title: blogText.section, robots: { index: false } };
      const { title, lead, keywords, pathOf } = words(listing, kind);
      return withFeed(
        pageMetadata({ title, description: lead, keywords, path: pathOf(listing.page) }),
      );
    },
    async Page({ params }: Props) {
      const listing = await read(params);
      if (!listing) return <Missing />;
      const { eyebrow, title, lead, pathOf } = words(listing, kind);
      return (
        <>
          {kind === 'archive' ? <PreviewBar path={pathOf(listing.page)} /> : null}
          <JsonLd data={pageBreadcrumbs(pathOf(listing.page), title)} />
          <PageHeader eyebrow={eyebrow} title={title} lead={lead} />
          <Container className="py-10 sm:py-14">
            <div className="mb-6">
              <BackToPosts />
            </div>
            <PostGrid posts={listing.posts} />
            <Pagination page={listing.page} pageCount={listing.pageCount} pathOf={pathOf} />
          </Container>
        </>
      );
    },
  };
}
