import type { Metadata } from 'next';
import { cache } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Container } from '@/components/ui/container';
import { getTaxonomy, getTermPage, type TermKind, type TermPage } from '@/lib/content';
import { withFeed } from '@/lib/blog/feed';
import { pageNumberOf, termPath } from '@/lib/blog/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { blogText } from '@/content/blog-text';
import { Missing } from '@/components/blog/missing';
import { PostListing } from '@/components/blog/post-listing';

type Props = { params: Promise<{ category?: string; tag?: string; page?: string }> };

function words(listing: TermPage, kind: TermKind) {
  const { term, page, pageCount } = listing;
  return {
    title: blogText.termTitle[kind](term.title, page),
    lead: blogText.termLead[kind](term.title, term.postCount, page, pageCount),
  };
}

/** The category and tag listing routes, so each route file only names its kind. */
export function termListingRoute(kind: TermKind) {
  const load = cache(async (slug: string, segment: string | undefined) => {
    const page = segment === undefined ? 1 : pageNumberOf(segment);
    return page === null ? null : getTermPage(kind, slug, page);
  });
  const read = async (params: Props['params']) => {
    const values = await params;
    return load(values[kind] ?? '', values.page);
  };

  return {
    /** Every term's first page is pre-rendered; later pages render on first request. */
    async firstPages() {
      const taxonomy = await getTaxonomy();
      return (kind === 'category' ? taxonomy.categories : taxonomy.tags).map((term) => ({
        [kind]: term.slug,
      }));
    },
    async metadata({ params }: Props): Promise<Metadata> {
      const listing = await read(params);
      if (!listing) return { title: blogText.section, robots: { index: false } };
      const { title, lead } = words(listing, kind);
      return withFeed(
        pageMetadata({
          title,
          description: lead,
          keywords: blogText.termKeywords(listing.term.title),
          path: termPath(kind, listing.term.slug, listing.page),
        }),
      );
    },
    async Page({ params }: Props) {
      const listing = await read(params);
      if (!listing) return <Missing />;
      const { title, lead } = words(listing, kind);
      const slug = listing.term.slug;
      return (
        <>
          <PageHeader eyebrow={blogText.termEyebrow[kind]} title={title} lead={lead} />
          <Container className="py-10 sm:py-14">
            <PostListing
              posts={listing.posts}
              page={listing.page}
              pageCount={listing.pageCount}
              pathOf={(page) => termPath(kind, slug, page)}
            />
          </Container>
        </>
      );
    },
  };
}
