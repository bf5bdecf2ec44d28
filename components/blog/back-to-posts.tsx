import { Link } from '@/components/ui/intent-link';
import { routes } from '@/lib/routes';
import { blogText } from '@/content/blog-text';

/** Its own module, so the article's error boundary does not pull in the body renderer. */
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
