import anyAscii from 'any-ascii';
import { byWord, defined, type Csl } from './csl';
import { isPubMedId } from '../identifiers';
import { own } from '../own';
import { bareDoi, dateParts, httpUrl, isRecord, outsideText, withSubtitle } from './outside-values';
import { plainText } from './rich-text';
import { SourceError } from './scholarly-http';

/**
 * ORCID's `/v3.0/{iD}/works` as CSL items, from each group's first summary (ORCID's preferred
 * version). Each CSL type is listed with the ORCID types it is the nearest to; any other ORCID
 * type is a document.
 */
const CSL_TYPES: Record<string, string> = {
  performance: 'artistic-performance',
  'post-weblog': 'blog-post',
  book: 'book edited-book',
  chapter: 'book-chapter',
  'review-book': 'book-review',
  map: 'cartographic-material',
  report: 'clinical-study data-management-plan manual report working-paper',
  'paper-conference':
    'conference-abstract conference-output conference-paper conference-poster conference-proceedings',
  speech: 'conference-presentation lecture-speech public-speech',
  dataset: 'data-set',
  graphic: 'design image',
  'entry-dictionary': 'dictionary-entry',
  patent: 'disclosure invention patent',
  thesis: 'dissertation dissertation-thesis supervised-student-publication',
  'entry-encyclopedia': 'encyclopedia-entry',
  'article-journal': 'journal-article',
  periodical: 'journal-issue',
  'article-magazine': 'magazine-article newsletter-article',
  motion_picture: 'moving-image',
  musical_score: 'musical-composition',
  'article-newspaper': 'newspaper-article',
  webpage: 'online-resource website',
  article: 'preprint',
  software: 'research-tool software',
  review: 'review',
  song: 'sound',
  standard: 'standards-and-policy technical-standard',
};
const CSL_TYPE_OF = byWord(CSL_TYPES);

/** ORCID wraps most values as { value }. */
const valueOf = (v: unknown) => (isRecord(v) ? v.value : undefined);

const STOP_WORDS = new Set('a an and as at by for from in into of on or the to with'.split(' '));
/** Letters and digits alone, in Latin letters (ø as o, 王 as wang): what a BibTeX key may hold. */
const keySafe = (text: string) =>
  anyAscii(text)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * A readable key, as Better BibTeX and Google Scholar make them (`ellery2026phage`), from ORCID's
 * own fields so it stays when Crossref fills the work in; clashes are told apart when merged.
 */
function keyBase(owner: string, year: number | undefined, title: string): string {
  const word = keySafe(plainText(title)).find((w) => !STOP_WORDS.has(w)) ?? 'work';
  return `${keySafe(owner).join('') || 'orcid'}${year ?? ''}${word}`;
}

/** The external id of one kind that names this work itself (not a work it is part of). */
function ownId(summary: Record<string, unknown>, kind: string): unknown {
  const ids = isRecord(summary['external-ids']) ? summary['external-ids']['external-id'] : [];
  return (Array.isArray(ids) ? ids : [])
    .filter(isRecord)
    .find(
      (e) => e['external-id-type'] === kind && (e['external-id-relationship'] ?? 'self') === 'self',
    )?.['external-id-value'];
}

export function orcidWorks(body: unknown, owner: string): Csl[] {
  if (!isRecord(body) || !Array.isArray(body.group))
    throw new SourceError('answered no work groups');
  return body.group.flatMap((group: unknown) => {
    const summaries = isRecord(group) ? group['work-summary'] : undefined;
    const summary: unknown = Array.isArray(summaries) ? summaries[0] : undefined;
    // ORCID requires a summary and its title; a work without them could not be shown or cited.
    if (!isRecord(summary)) return [];
    const titles = isRecord(summary.title) ? summary.title : {};
    const title = withSubtitle(
      outsideText(valueOf(titles.title)),
      outsideText(valueOf(titles.subtitle)),
    );
    if (!title) return [];
    const orcidType = typeof summary.type === 'string' ? summary.type : 'undefined';
    const date = isRecord(summary['publication-date']) ? summary['publication-date'] : {};
    const issued = dateParts([valueOf(date.year), valueOf(date.month), valueOf(date.day)]);
    // As typed by hand, too: "PMID: 37000001".
    const pmid = String(ownId(summary, 'pmid') ?? '')
      .trim()
      .replace(/^pmid:\s*/i, '');
    const putCode = Number(summary['put-code']);
    return [
      defined({
        id: keyBase(owner, issued?.['date-parts']?.[0]?.[0], title),
        type: own(CSL_TYPE_OF, orcidType) ?? 'document',
        title,
        'container-title': outsideText(valueOf(summary['journal-title'])),
        issued,
        URL: httpUrl(valueOf(summary.url)),
        DOI: bareDoi(ownId(summary, 'doi')),
        PMID: isPubMedId(pmid) ? pmid : undefined,
        custom: defined({
          orcidType,
          orcidPutCode: Number.isInteger(putCode) ? putCode : undefined,
        }),
      }),
    ];
  });
}
