import type { PostSummary } from '@/lib/content/types';
import { formatLongDate, formatShortDate } from '@/lib/blog/dates';
import { blogText } from '@/content/blog-text';

/** The publish date, or when a post with none was last edited: its card and its page agree. */
export function PostDate({
  post,
  short = false,
  undated,
}: {
  post: Pick<PostSummary, 'publishedAt' | '_updatedAt'>;
  short?: boolean;
  /** Said when the post has neither date (a card keeps its line). */
  undated?: string;
}) {
  const write = short ? formatShortDate : formatLongDate;
  const published = write(post.publishedAt);
  if (published) return <time dateTime={post.publishedAt ?? undefined}>{published}</time>;
  const updated = write(post._updatedAt);
  if (!updated) return undated ? <span>{undated}</span> : null;
  return (
    <span>
      {blogText.updated} <time dateTime={post._updatedAt ?? undefined}>{updated}</time>
    </span>
  );
}
