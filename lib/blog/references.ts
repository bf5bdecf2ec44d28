import { getPostCitations, type BodyBlock, type PostCitations } from '@/lib/content';
import type { Csl } from '@/lib/research/csl';
import { allWorks, researchRecord } from '@/lib/research/publications';
import {
  keptCitations,
  loadCitedWorks,
  loadResearchItems,
  type SourceCache,
} from '@/lib/research/record';
import type { Sources } from '@/lib/research/sources';
import { plainText } from '@/lib/research/rich-text';
import { referenceLine } from '@/lib/research/work';
import { citationTarget, citationTargets, numberCitations, workFinder } from './citations';
import type { Cited } from './citations';

// The blog and the research record both ways (server only): an article's citations resolved
// against the record, and the posts citing each work.

/** A work an article cites: its number, and its entry in the reference list in APA. */
export type Reference = Cited & { apa: string };

/**
 * A post's body with citations numbered, and its reference list. A key resolves to the record; a
 * DOI to the record, else to Crossref (lib/research/record.ts); unresolved ones stay plain text.
 */
export async function citeBody(
  body: BodyBlock[] | null,
  { sources, cache }: { sources?: Sources; cache?: SourceCache } = {},
): Promise<{ body: BodyBlock[] | null; references: Reference[] }> {
  const targets = body ? citationTargets(body) : [];
  if (!body || targets.length === 0) return { body, references: [] };
  const inRecord = workFinder(allWorks(researchRecord(await loadResearchItems(sources, cache))));
  const missing = targets.flatMap((t) => ('doi' in t && !inRecord(t) ? [t.doi] : []));
  const fetched = missing.length
    ? workFinder((await loadCitedWorks(missing, sources, cache)).filter((w) => w.title))
    : () => undefined;
  const numbered = numberCitations(body, (target) => inRecord(target) ?? fetched(target));
  const references = await Promise.all(
    numbered.cited.map(async ({ number, work }) => ({
      number,
      work,
      // The site's own APA-shaped line if citation-js cannot format an outside record.
      apa: await keptCitations(work, cache).then(
        (c) => c.apa,
        () => plainText(referenceLine(work)),
      ),
    })),
  );
  return { body: numbered.body, references };
}

/** A post as a work's card links to it. */
export type PostLink = Pick<PostCitations, 'slug' | 'title'>;

/**
 * The published posts citing each of `works`, newest first, by the work's key. Without the blog
 * (the CMS unreachable and nothing kept), none: the research page shows its works all the same.
 */
export async function citingPosts(
  works: readonly Csl[],
  read: () => Promise<PostCitations[]> = getPostCitations,
): Promise<Map<string, PostLink[]>> {
  const citing = new Map<string, PostLink[]>();
  const posts = await read().catch((error: unknown) => {
    console.warn(`research page: the blog's citations could not be read (${String(error)})`);
    return [];
  });
  const find = workFinder(works);
  for (const { slug, title, citations } of posts) {
    const cited = new Set(
      citations.flatMap((mark) => {
        const target = citationTarget(mark);
        return (target && find(target)?.id) || [];
      }),
    );
    for (const key of cited) citing.set(key, [...(citing.get(key) ?? []), { slug, title }]);
  }
  return citing;
}
