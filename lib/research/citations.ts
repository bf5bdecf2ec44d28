import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-ris';
import type { Csl } from './csl';
import type { CitationFormat, Citations } from './formats';
import { plainText } from './rich-text';

/*
 * The citation formats, made with citation-js (its CSL styles, BibTeX and RIS): the only module
 * besides the BibTeX reader that loads it, so no page that only shows works carries it.
 */

/** An item as the export formats carry it: a genome's accession in its note, no internal fields. */
function exportable({ custom, number, ...csl }: Csl): Csl {
  if (csl.type !== 'dataset') return number ? { ...csl, number } : csl;
  const accession = number
    ? `GenBank accession ${number}`
    : !csl.status && 'GenBank accession pending';
  return { ...csl, note: [csl.note, accession].filter(Boolean).join('; ') };
}

export function citationFile(items: readonly Csl[], format: CitationFormat): string {
  const data = items.map(exportable);
  if (format === 'json') return `${JSON.stringify(data, null, 2)}\n`;
  // citation-js writes a status in BibTeX and RIS only when it is one of biblatex's own keywords.
  const withStatus = data.map(({ status, ...csl }) =>
    status ? { ...csl, note: [status, csl.note].filter(Boolean).join('; ') } : csl,
  );
  return new Cite(withStatus).format(format === 'bib' ? 'biblatex' : 'ris');
}

/** Every text the Cite control offers for one work, and the name its downloads take. */
export function citationsOf(csl: Csl): Citations {
  const cite = new Cite([exportable(csl)]);
  const text = (template: string) =>
    cite.format('bibliography', { template, format: 'text', lang: 'en-US' }).trim();
  return {
    fileName: csl.id.replace(/[^\w.-]+/g, '-'),
    apa: plainText(text('apa')),
    // A one-item Vancouver list still numbers its entry "1.".
    vancouver: plainText(text('vancouver').replace(/^1\.\s*/, '')),
    bib: citationFile([csl], 'bib'),
    ris: citationFile([csl], 'ris'),
    json: citationFile([csl], 'json'),
  };
}
