import type { PostSummary } from '@/lib/content/types';
import { Pagination } from './pagination';
import { PostCard } from './post-card';

interface PostListingProps {
  posts: PostSummary[];
  page: number;
  pageCount: number;
  pathOf?: (page: number) => string;
}

export function PostListing({ posts, page, pageCount, pathOf }: PostListingProps) {
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="posts-grid">
        {posts.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} eager={index === 0} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} pathOf={pathOf} />
    </>
  );
}
