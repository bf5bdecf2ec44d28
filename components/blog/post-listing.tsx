import type { PostCardData } from '@/lib/blog/card';
import { PostCard } from './post-card';

export function PostGrid({ posts }: { posts: readonly PostCardData[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="posts-grid">
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} eager={index === 0} />
        </li>
      ))}
    </ul>
  );
}
