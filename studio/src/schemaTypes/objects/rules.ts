import { citationTarget } from '../../../../lib/blog/citations';
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

export function citationProblem(value: { key?: string; doi?: string } | undefined): string | true {
  const key = value?.key?.trim();
  const doi = value?.doi?.trim();
  if (!key && !doi) return "Give the work's key or its DOI.";
  if (key && doi) return 'Give the key or the DOI, not both.';
  if (citationTarget({ key, doi })) return true;
  return key
    ? 'A key has no spaces and none of , { } ( ) " = # %: copy it from the work\'s Cite button (BibTeX) on the Research page.'
    : 'Not a DOI: it starts with "10." and holds a "/", e.g. 10.1016/j.cell.2022.11.017 (a https://doi.org/… link works too).';
}

/** The site lists a post once it is published, whatever its date: a date ahead only misdates it. */
export function publishDateProblem(date: string | undefined, now = Date.now()): string | true {
  return date && Date.parse(date) > now
    ? 'This date is ahead: publishing shows the post at once, dated ahead.'
    : true;
}
