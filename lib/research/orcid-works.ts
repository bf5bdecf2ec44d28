import { defined, type Csl } from './csl';
import { isPubMedId } from '../identifiers';
import { own } from '../own';
import { bareDoi, dateParts, httpUrl, isRecord, outsideText } from './outside-values';
import { plainText } from './rich-text';
import { SourceError } from './scholarly-http';

/**
 * ORCID's `/v3.0/{iD}/works` as CSL items, from each group's first summary (ORCID's preferred
 * version). Each ORCID type maps to the nearest CSL type, kept beside it; any other, document.
 */
const CSL_TYPE_OF: Record<string, string> = {
  'artistic-performance': 'performance',
  'blog-post': 'post-weblog',
  book: 'book',
  'book-chapter': 'chapter',
  'book-review': 'review-book',
  'cartographic-material': 'map',
  'clinical-study': 'report',
  'conference-abstract': 'paper-conference',
  'conference-output': 'paper-conference',
  'conference-paper': 'paper-conference',
  'conference-poster': 'paper-conference',
  'conference-presentation': 'speech',
  'conference-proceedings': 'paper-conference',
  'data-management-plan': 'report',
  'data-set': 'dataset',
  design: 'graphic',
  'dictionary-entry': 'entry-dictionary',
  disclosure: 'patent',
  dissertation: 'thesis',
  'dissertation-thesis': 'thesis',
  'edited-book': 'book',
  'encyclopedia-entry': 'entry-encyclopedia',
  image: 'graphic',
  invention: 'patent',
  'journal-article': 'article-journal',
  'journal-issue': 'periodical',
  'lecture-speech': 'speech',
  'magazine-article': 'article-magazine',
  manual: 'report',
  'moving-image': 'motion_picture',
  'musical-composition': 'musical_score',
  'newsletter-article': 'article-magazine',
  'newspaper-article': 'article-newspaper',
  'online-resource': 'webpage',
  patent: 'patent',
  preprint: 'article',
  'public-speech': 'speech',
  report: 'report',
  'research-tool': 'software',
  review: 'review',
  software: 'software',
  sound: 'song',
  'standards-and-policy': 'standard',
  'supervised-student-publication': 'thesis',
  'technical-standard': 'standard',
  website: 'webpage',
  'working-paper': 'report',
};

/** ORCID wraps most values as { value }. */
const valueOf = (v: unknown) => (isRecord(v) ? v.value : undefined);

const STOP_WORDS = new Set('a an and as at by for from in into of on or the to with'.split(' '));
/** Letters and digits alone, accents dropped: what a BibTeX key may hold anywhere. */
const keySafe = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
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
    const summary: unknown =
      isRecord(group) && Array.isArray(group['work-summary'])
        ? group['work-summary'][0]
        : undefined;
    if (!isRecord(summary)) throw new SourceError('answered a group without a work summary');
    const title = outsideText(isRecord(summary.title) ? valueOf(summary.title.title) : undefined);
    // ORCID requires a title; a work without one could not be shown or cited.
    if (!title) return [];
    const orcidType = typeof summary.type === 'string' ? summary.type : 'undefined';
    const date = isRecord(summary['publication-date']) ? summary['publication-date'] : {};
    const issued = dateParts([valueOf(date.year), valueOf(date.month), valueOf(date.day)]);
    const pmid = String(ownId(summary, 'pmid') ?? '').trim();
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
