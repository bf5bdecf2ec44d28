import { Cite } from './citation-js';
import type { Csl } from './csl';
import { citationFile, withNotes } from './export';
import type { Citations } from './formats';
import { plainText } from './rich-text';

/** Every text the Cite control offers for one work: APA and Vancouver through citation-js's CSL. */
export function citationsOf(csl: Csl): Citations {
  const cite = new Cite([withNotes(csl)]);
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
