import { Link } from '@/components/ui/intent-link';
import { routes } from '@/lib/routes';
import { blogText } from '@/content/blog-text';

/** "← Back to posts": its own module, so the article's error boundary (a client component)
 * does not pull the article's body renderer into the browser with it. */
export function BackToPosts() {
  return (
    <Link
      href={routes.blogs}
      className="inline-flex min-h-11 items-center text-sm font-semibold text-accent hover:text-accent-strong hover:underline"
    >
      {blogText.backToPosts}
    </Link>
  );
}
