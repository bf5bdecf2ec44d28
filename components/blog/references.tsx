import { ExternalLink } from '@/components/ui/button-link';
import { citationAnchor, referenceAnchor } from '@/lib/blog/citations';
import type { Reference } from '@/lib/blog/references';
import { doiUrl } from '@/lib/identifiers';
import { Link } from '@/components/ui/intent-link';
import { yearPath } from '@/lib/routes';
import { yearOf } from '@/lib/research/work';
import { blogText } from '@/content/blog-text';

/** The line without the address it ends with, which is shown as a link instead (in linear time). */
function withoutAddress(line: string) {
  const text = line.trimEnd();
  const last = text.split(/\s+/).at(-1)!;
  return /^https?:\/\//.test(last) ? text.slice(0, -last.length).trimEnd() : line;
}

/** A work with neither DOI nor address links to its entry in the site's publication list. */
export function ReferenceList({ references }: { references: readonly Reference[] }) {
  if (references.length === 0) return null;
  return (
    <section aria-labelledby="ref_list" className="blog-references mt-14 border-t border-line pt-8">
      <h2 id="ref_list" className="font-serif text-2xl text-ink">
        {blogText.references}
      </h2>
      <ol className="mt-5">
        {references.map(({ number, work, apa }) => {
          const address = work.DOI ? doiUrl(work.DOI) : work.URL;
          return (
            <li key={number} id={referenceAnchor(number)}>
              {address ? withoutAddress(apa) : apa}{' '}
              {address ? (
                // Its text is its address: printed once, not again after it.
                <ExternalLink href={address} data-print-plain="">
                  {work.DOI ? `https://doi.org/${work.DOI}` : address}
                </ExternalLink>
              ) : (
                <Link href={`${yearPath(yearOf(work))}#${work.id}`}>{blogText.inTheRecord}</Link>
              )}{' '}
              <a
                href={`#${citationAnchor(number)}`}
                aria-label={blogText.backToCitation(number)}
                className="reference-back"
              >
                ↩
              </a>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
