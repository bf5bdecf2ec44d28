import { PageHeader } from '@/components/ui/page-header';
import { Container } from '@/components/ui/container';
import { BlogIndex } from '@/components/blog/blog-index';
import { toCard } from '@/lib/blog/card';
import { getPostIndex, getPosts, pageCountOf } from '@/lib/content';
import { Pagination } from '@/components/blog/pagination';
import { withFeed } from '@/lib/blog/feed';
import { pageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { JsonLd } from '@/components/seo/json-ld';
import { pageBreadcrumbs } from '@/lib/seo/json-ld';
import { PreviewBar } from '@/components/blog/preview-bar';
import { blogText } from '@/content/blog-text';

const words = blogText.index;

export const metadata = withFeed(pageMetadata({ ...words, path: routes.blogs }));

export default async function BlogsPage() {
  // A failure throws: Next keeps serving the last good page rather than caching an empty one.
  const [posts, index] = await Promise.all([getPosts(), getPostIndex()]);
  return (
    <>
      <PreviewBar path={routes.blogs} />
      <JsonLd data={pageBreadcrumbs(routes.blogs)} />
      <PageHeader eyebrow={blogText.section} title={words.heading} lead={words.lead} />
      <Container className="py-10 sm:py-14">
        <BlogIndex initialPosts={posts.map(toCard)} />
        <Pagination page={1} pageCount={pageCountOf(index.length)} />
      </Container>
    </>
  );
}
