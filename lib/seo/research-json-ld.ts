import { absoluteUrl } from '@/lib/config';
import { routes } from '@/lib/routes';
import { genBankUrl, isGenBankAccession } from '@/lib/research/identifiers';
import { linkedWorks, type ResearchRecord } from '@/lib/research/publications';
import { datasetJsonLd, scholarlyArticleJsonLd } from './json-ld';

/** A work's node id is its card's address, so a genome and its paper can point at each other. */
const workId = (key: string) => ({ '@id': `${absoluteUrl(routes.research)}#${key}` });

/**
 * The research page's works: articles as ScholarlyArticle, genome submissions as Dataset (the
 * accession as identifier, the NCBI record as address), each paper and its genome linked both ways.
 */
export function researchJsonLd(record: ResearchRecord) {
  const links = (key: string) => linkedWorks(record, key).map((w) => workId(w.key));
  return [
    ...record.articles.map((a) => ({
      ...scholarlyArticleJsonLd(a),
      ...workId(a.key),
      ...(links(a.key).length ? { isBasedOn: links(a.key) } : {}),
    })),
    ...record.genomes.map((g) => ({
      ...datasetJsonLd({
        ...g,
        link:
          g.link ??
          (g.accession && isGenBankAccession(g.accession) ? genBankUrl(g.accession) : undefined),
      }),
      ...workId(g.key),
      ...(links(g.key).length ? { subjectOf: links(g.key) } : {}),
    })),
  ];
}
