import { safeHref } from '../../../../lib/blog/href';
import { isValidSlug, MAX_SLUG_LENGTH } from '../../../../lib/content/slug';

/**
 * The site's own rules (imported from the site, never copied), so an editor sees in the Studio
 * what the site would refuse: a slug it answers "Article not found" for, a link it shows as text.
 */
export { MAX_SLUG_LENGTH };

export function slugProblem(slug: string | undefined): string | true {
  if (!slug) return 'A slug is required: the post is reached at /blogs/<slug>.';
  if (slug.length > MAX_SLUG_LENGTH)
    return `At most ${MAX_SLUG_LENGTH} characters (this one has ${slug.length}): the site would answer "Article not found".`;
  if (!isValidSlug(slug))
    return 'Only letters, digits, "-" and "_", starting and ending with a letter or digit.';
  return true;
}

export function hrefProblem(href: string | undefined): string | true {
  if (!href) return 'A link needs a URL.';
  return safeHref(href)
    ? true
    : 'Only https://, http://, mailto: or a site path such as /contact: the site shows other links as plain text.';
}
