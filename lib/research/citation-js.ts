/**
 * citation-js with its BibTeX, CSL and RIS plugins, taught the LaTeX reference managers write that
 * it does not read. Its BibTeX keeps the owner's keys and UTF-8 (export.ts escapes for LaTeX).
 */
import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-ris';
import { AAS_JOURNALS } from './aas-journals';

/** The parts of the BibTeX plugin's configuration (`plugins.config.get('@bibtex')`) used here. */
interface BibtexConfig {
  constants: {
    commands: Record<string, string>;
    mathCommands: Record<string, string>;
    formattingCommands: Record<string, string | undefined>;
    formattingEnvs: Record<string, string>;
    diacritics: Record<string, string>;
    argumentCommands: Record<string, (...args: string[]) => string>;
    defaultStrings: Record<string, string>;
    /** Each field citation-js reads, and how: `['list', 'name']` for a list of names. */
    fieldTypes: Record<string, [string, string]>;
  };
  types: { biblatex: { source: Record<string, string>; target: Record<string, string> } };
  format: { useIdAsLabel: boolean; checkLabel: boolean; asciiOnly: boolean };
  biber: { annotationMarker: string; namedAnnotationMarker: string };
}

/** An entry as citation-js's biblatex input reads it and its output writes it (`format: 'object'`). */
export interface CitationJsEntry {
  type: string;
  label: string;
  properties: Record<string, string>;
  annotations?: Record<string, Record<string, string>>;
}

export const bibtexConfig = plugins.config.get('@bibtex') as unknown as BibtexConfig;

const { constants } = bibtexConfig;
Object.assign(constants.commands, AAS_JOURNALS, {
  aa: 'å',
  AA: 'Å',
  S: '§',
  P: '¶',
  dag: '†',
  ddag: '‡',
  lq: '‘',
  rq: '’',
  LaTeX: 'LaTeX',
  TeX: 'TeX',
  BibTeX: 'BibTeX',
  // `\-` (a place a word may break), `\,` `\:` `\;` (thin to thick spaces), `\!` (a negative
  // one), `\ ` and `\\` (a space, a line break).
  '-': '',
  ',': '\u00a0',
  ':': '\u00a0',
  ';': ' ',
  '!': '',
  relax: '',
  hyphen: '-',
  quad: ' ',
  qquad: ' ',
  '': ' ',
  '\\': ' ',
});
Object.assign(constants.mathCommands, {
  pm: '±',
  mp: '∓',
  times: '×',
  cdot: '·',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  sim: '∼',
  simeq: '≃',
  lesssim: '≲',
  gtrsim: '≳',
  infty: '∞',
  // `^\circ` is how a title writes degrees.
  circ: '°',
  odot: '⊙',
  to: '→',
  rightarrow: '→',
  leftarrow: '←',
  leftrightarrow: '↔',
  ell: 'ℓ',
  partial: '∂',
  nabla: '∇',
  prime: '′',
  ldots: '…',
  dots: '…',
  cdots: '⋯',
  langle: '⟨',
  rangle: '⟩',
  leqslant: '⩽',
  geqslant: '⩾',
  quad: ' ',
  qquad: ' ',
});
Object.assign(constants.formattingCommands, { mathit: 'italics', mathbf: 'bold' });
constants.argumentCommands.noopsort = function noopsort(sortKey: string) {
  void sortKey;
  return '';
};
Object.assign(bibtexConfig.format, { useIdAsLabel: true, checkLabel: false, asciiOnly: false });

export { Cite, plugins };
