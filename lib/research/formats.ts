/** The citation formats a work downloads in, as the Cite control and the list downloads name them. */
export const CITATION_FORMATS = {
  bib: { label: 'BibTeX', mime: 'application/x-bibtex; charset=utf-8' },
  ris: { label: 'RIS', mime: 'application/x-research-info-systems; charset=utf-8' },
  json: { label: 'CSL-JSON', mime: 'application/vnd.citationstyles.csl+json; charset=utf-8' },
};

export type CitationFormat = keyof typeof CITATION_FORMATS;
export const citationFormats = Object.keys(CITATION_FORMATS) as CitationFormat[];

/** Every text the Cite control offers for one work, as its address answers them. */
export type Citations = Record<CitationFormat | 'fileName' | 'apa' | 'vancouver', string>;

/** Where one work's citations are served (a key may hold `/`: each part is its own segment). */
export const citationPath = (key: string) =>
  `/research/cite/${key.split('/').map(encodeURIComponent).join('/')}`;

/** How her name begins in a formatted citation: her family name as the work writes it, and initial. */
export type OwnerName = { family: string; initial: string };

/** A formatted citation split where her name stands: the odd parts are hers. */
export function splitAtOwner(text: string, owner: OwnerName): string[] {
  const family = owner.family.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const initial = owner.initial.replace(/[^\p{L}]/gu, '');
  if (!family || !initial) return [text];
  // APA: "Ellery, R." and "Ellery, R.-K. M."; Vancouver: "Ellery R" and "Ellery RK".
  return text.split(
    new RegExp(
      `(${family}(?:, ${initial}\\.(?:[ -]\\p{Lu}\\.)*| ${initial}\\p{Lu}*(?!\\p{L})))`,
      'u',
    ),
  );
}
