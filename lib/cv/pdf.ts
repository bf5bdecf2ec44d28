import { buffer } from 'node:stream/consumers';
import { setImmediate } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import * as about from '@/content/about';
import { site } from '@/content/site';
import palette from '@/lib/palette.json';
import type { ResearchRecord } from '@/lib/research/publications';
import { richRuns, type Mark, type Run } from '@/lib/research/rich-text';
import { byFace, faceForDocument, RTL_FACES, type Chain, type Face } from './fonts';
import { referenceLine } from '@/lib/research/work';
import { researchSections } from '@/content/research';
import { metricsText } from '@/content/research-labels';
import { isOrcid, orcidUrl } from '@/lib/identifiers';
import type { CitationSummary } from '@/lib/research/metrics';

// The CV as a PDF, drawn from the About page's data and the research record.
export const CV_FILE = about.aboutIntro.cvPath.split('/').pop()!;

/** A fixed date keeps the PDF byte-for-byte reproducible (pdfkit derives the file ID from it). */
const GENERATED_AT = new Date('2025-01-01T00:00:00Z');

/**
 * Longer text ends in "…". Far above any real entry (a 20-author APA citation is about 1,000); it
 * bounds how long one block holds the event loop and how many pages a hostile title fills.
 */
export const MAX_BLOCK_CHARS = 2_000;

/** One paragraph of the CV; its text is CSL markup (plain text is markup without tags). */
type Block = { kind: keyof typeof STYLES; text: string };

/** What the CV says besides the record: her ORCID iD and the citation summary, where known. */
export interface CvExtras {
  orcid?: string;
  summary?: CitationSummary | null;
}

/** The CV as ordered blocks: the renderer draws exactly these, so their text is the PDF's. */
export function cvBlocks(
  record: ResearchRecord,
  lineOf = referenceLine,
  { orcid, summary }: CvExtras = {},
): Block[] {
  const s = about.aboutSections;
  const blocks: Block[] = [];
  const add = (kind: Block['kind'], text: string) => blocks.push({ kind, text });
  add('name', site.owner.name);
  add('meta', `${site.owner.credentials} · ${site.owner.role}`);
  add('meta', `${site.city} · ${site.phone} · ${site.email}`);
  if (orcid && isOrcid(orcid)) add('meta', `ORCID iD: ${orcidUrl(orcid)}`);

  add('heading', s.summary.title);
  for (const p of about.professionalSummary) add('text', p);

  add('heading', s.education.title);
  for (const d of about.education) {
    add('item', `${d.degree}, ${d.field} — ${d.year}`);
    add('text', `${d.institution}, ${d.location}. ${d.detail}`);
  }

  add('heading', s.experience.title);
  for (const r of about.workExperience) {
    add('item', `${r.title} — ${about.roleDates(r)}`);
    add('text', `${r.employer}, ${r.location}`);
    for (const h of r.highlights) add('bullet', h);
  }

  add('heading', s.skills.title);
  add('text', about.skills.join(' · '));
  add('heading', s.technologies.title);
  add('text', about.technologies.join(' · '));

  add('heading', s.certifications.title);
  for (const c of about.certifications) add('bullet', `${c.title} — ${c.issuer}. ${c.detail}.`);
  add('heading', s.licenses.title);
  for (const l of about.licenses) add('bullet', `${l.title} — ${l.issuer}. ${l.detail}.`);

  add('heading', s.publications.title);
  if (summary)
    add('text', metricsText.oneLine(summary.total, summary.hIndex, summary.i10Index, summary.day));
  for (const { section, works } of record.sections) {
    add('subheading', researchSections[section].title);
    for (const work of works) add('bullet', lineOf(work));
  }

  add('heading', s.presentations.title);
  for (const p of about.presentationsAwards)
    add('bullet', `${p.kind}: ${p.title} — ${p.detail}, ${p.year}.`);

  add('heading', s.memberships.title);
  for (const m of about.memberships) add('bullet', `${m.title} — ${m.issuer}.`);

  add('heading', s.extracurricular.title);
  for (const e of about.extracurricular) add('bullet', `${e.title}: ${e.detail}`);
  return blocks;
}

type Style = {
  chain: 'regular' | 'bold' | 'serifBold';
  size: number;
  color: string;
  /** Spacing above and below, in lines. */
  before?: number;
  after?: number;
  /** Extra points between lines. */
  gap?: number;
  /** Left indent in points. */
  indent?: number;
  /** Extra points after every character; such text is set in capitals. */
  tracking?: number;
  /** Set before the text, as it is (neither folded nor counted in the cut). */
  prefix?: string;
};

const STYLES = {
  name: { chain: 'serifBold', size: 24, color: palette.ink },
  meta: { chain: 'regular', size: 10, color: palette.inkSoft },
  heading: {
    chain: 'bold',
    size: 11,
    color: palette.accent,
    before: 0.9,
    after: 0.5,
    tracking: 1.2,
  },
  subheading: { chain: 'bold', size: 10, color: palette.ink, before: 0.2, after: 0.15 },
  item: { chain: 'bold', size: 10.5, color: palette.ink, before: 0.35 },
  text: { chain: 'regular', size: 10, color: palette.inkSoft, gap: 1.5 },
  bullet: {
    chain: 'regular',
    size: 10,
    color: palette.inkSoft,
    after: 0.15,
    gap: 1.5,
    indent: 8,
    prefix: '•  ',
  },
} satisfies Record<string, Style>;

/** Line height and the first baseline's depth below the line's top, in ems (Noto Sans's metrics). */
const LINE_EM = 1.36;
const ASCENT_EM = 1.07;

/** How a piece of text is set: superscripts and subscripts smaller and raised or lowered. */
type Look = { face: Face; size: number; rise: number; features?: 'smcp'[]; tracking: number };
/** OpenType features: any (even none) make pdfkit lay out a run whole instead of word by word. */
const WHOLE_RUN: 'smcp'[] = [];
const SMALL_CAPS: 'smcp'[] = ['smcp'];
type Token = { text: string; look: Look; width: number; space: boolean; breakBefore: boolean };

const CJK = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;
/** Where a line may break: at spaces, around each CJK character, after a hyphen in a word. */
const BREAKS =
  /( +|[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}])|(?<=\p{L}[-‐])(?=\p{L})/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

function chainOf(style: Style, marks: readonly Mark[]): Chain {
  const italic = marks.includes('i');
  if (style.chain === 'serifBold' && !italic) return 'serifBold';
  if (style.chain !== 'regular' || marks.includes('b')) return italic ? 'boldItalic' : 'bold';
  return italic ? 'italic' : 'regular';
}

/** The runs with white space folded and control characters dropped, cut at MAX_BLOCK_CHARS. */
function capped(runs: Run[]): Run[] {
  let left = MAX_BLOCK_CHARS;
  const kept: Run[] = [];
  for (const run of runs) {
    const chars = [...run.text.replace(/[^\S\u00a0]+/g, ' ').replace(/\p{Cc}/gu, '')];
    const cut = chars.length > left;
    kept.push({ ...run, text: cut ? `${chars.slice(0, left).join('')}…` : chars.join('') });
    if (cut) break;
    left -= chars.length;
  }
  return kept;
}

/** A pdfkit document that embeds each face the first time a text needs it. */
function cvDocument() {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 54, bottom: 54, left: 60, right: 60 },
    // Kept until the end, when each page learns how many there are (its footer).
    bufferPages: true,
    // No standard font: every face in the file is an embedded subset.
    font: '',
    info: {
      Title: `${site.owner.name} — Curriculum Vitae`,
      Author: site.owner.name,
      Subject: site.owner.role,
      Producer: site.name,
      CreationDate: GENERATED_AT,
      ModDate: GENERATED_AT,
    },
  });
  const registered = new Set<Face>();
  const select = (look: Look) => {
    if (!registered.has(look.face)) {
      // pdfkit takes a parsed fontkit font (its changelog, 0.20.0); its types do not say so yet.
      doc.registerFont(look.face, faceForDocument(look.face) as unknown as Uint8Array);
      registered.add(look.face);
    }
    return doc.font(look.face).fontSize(look.size);
  };
  const width = (text: string, look: Look) =>
    select(look).widthOfString(text, { features: look.features }) +
    look.tracking * [...text].length;
  return { doc, select, width };
}

type Cv = ReturnType<typeof cvDocument>;

/** The block's text as tokens: words, spaces and CJK characters, each measured in its face. */
function tokens(cv: Cv, style: Style, markup: string): Token[] {
  const out: Token[] = [];
  const runs = capped(richRuns(markup));
  if (style.prefix) runs.unshift({ text: style.prefix, marks: [] });
  for (const { text, marks } of runs) {
    const small = marks.includes('sup') || marks.includes('sub');
    const size = small ? style.size * 0.7 : style.size;
    const rise = style.size * (marks.includes('sup') ? 0.33 : marks.includes('sub') ? -0.12 : 0);
    const shown = style.tracking ? text.toUpperCase() : text;
    for (const piece of byFace(shown, chainOf(style, marks))) {
      // A right-to-left run is laid out whole, so fontkit orders its words as well as its letters.
      const features = RTL_FACES.has(piece.face)
        ? WHOLE_RUN
        : marks.includes('sc')
          ? SMALL_CAPS
          : undefined;
      const look: Look = { face: piece.face, size, rise, features, tracking: style.tracking ?? 0 };
      for (const part of piece.text.split(BREAKS)) {
        if (!part) continue;
        const prev = out.at(-1);
        const space = part.trim() === '';
        const breakBefore =
          !!prev &&
          (prev.space ||
            space ||
            CJK.test(prev.text) ||
            CJK.test(part) ||
            (/\p{L}[-‐]$/u.test(prev.text) && /^\p{L}/u.test(part)));
        out.push({ text: part, look, width: cv.width(part, look), space, breakBefore });
      }
    }
  }
  return out;
}

/** The tokens in lines no wider than `width`; a word wider than a line is cut between graphemes. */
function lines(cv: Cv, all: Token[], width: number): Token[][] {
  const done: Token[][] = [];
  let line: Token[] = [];
  let used = 0;
  const place = (t: Token) => {
    line.push(t);
    used += t.width;
  };
  const flush = () => {
    while (line.at(-1)?.space) line.pop();
    if (line.length) done.push(line);
    line = [];
    used = 0;
  };
  for (let i = 0; i < all.length;) {
    let end = i + 1;
    while (end < all.length && !all[end]!.breakBefore) end++;
    const word = all.slice(i, end);
    i = end;
    if (word[0]!.space) {
      if (line.length) place(word[0]!);
      continue;
    }
    const w = word.reduce((sum, t) => sum + t.width, 0);
    // A word wider than a line starts where it is and is cut; any other goes whole to a new line.
    if (used + w > width && w <= width) flush();
    for (const t of word) {
      if (used + t.width <= width) {
        place(t);
        continue;
      }
      // Grapheme by grapheme: drawLine joins them again into one text per look.
      for (const { segment } of graphemes.segment(t.text)) {
        const w = cv.width(segment, t.look);
        if (used + w > width && line.length) flush();
        place({ ...t, text: segment, width: w });
      }
    }
  }
  flush();
  return done;
}

const sameLook = (a: Look, b: Look) =>
  a.face === b.face && a.size === b.size && a.rise === b.rise && a.features === b.features;

// First to last word in an Indic Brahmic script (Devanagari to Sinhala): shaping draws a vowel sign
// before its consonant (ि in चिकित्सा) or a repha after it, and a PDF's text layer follows the
// drawing, so that stretch carries its typed text.
const DRAWN_OUT_OF_ORDER = /(?<!\S)\S*[\u0900-\u0dff](?:.*[\u0900-\u0dff])?\S*/;

function drawText(cv: Cv, look: Look, text: string, x: number, y: number) {
  if (text)
    cv.select(look).text(text, x, y - look.rise, {
      lineBreak: false,
      baseline: 'alphabetic',
      features: look.features,
      characterSpacing: look.tracking,
    });
}

/** Draws one line with its baseline at `y`, each run of one look as one piece of text. */
function drawLine(cv: Cv, line: Token[], x: number, y: number) {
  for (let i = 0; i < line.length;) {
    const { look } = line[i]!;
    let text = '';
    let width = 0;
    for (; i < line.length && sameLook(line[i]!.look, look); i++) {
      text += line[i]!.text;
      width += line[i]!.width;
    }
    const reordered = DRAWN_OUT_OF_ORDER.exec(text);
    if (!reordered) drawText(cv, look, text, x, y);
    else {
      const before = text.slice(0, reordered.index);
      const through = before + reordered[0];
      drawText(cv, look, before, x, y);
      // The span closes inside the text's own graphics state (pdfkit's restore after it), where a
      // reader such as poppler places the typed text by that state's matrix, font and size.
      const { doc } = cv;
      const restore = doc.restore;
      doc.restore = () => ((doc.restore = restore), doc.endMarkedContent().restore());
      doc.markContent('Span', { actual: reordered[0] });
      drawText(cv, look, reordered[0], x + cv.width(before, look), y);
      drawText(cv, look, text.slice(through.length), x + cv.width(through, look), y);
    }
    x += width;
  }
}

/** Every page after the first says whose CV it is and which page of how many. */
function drawFooters(cv: Cv) {
  const { doc } = cv;
  const { start, count } = doc.bufferedPageRange();
  for (let page = start + 1; page < start + count; page++) {
    doc.switchToPage(page);
    const { left, right, bottom } = doc.page.margins;
    const text = about.aboutText.cvFooter(site.owner.shortName, page - start + 1, count);
    const [line] = lines(cv, tokens(cv, STYLES.meta, text), doc.page.width - left - right);
    doc.fillColor(STYLES.meta.color);
    drawLine(cv, line ?? [], left, doc.page.height - bottom / 2);
  }
}

export async function renderCv(
  record: ResearchRecord,
  lineOf = referenceLine,
  extras: CvExtras = {},
): Promise<Buffer> {
  const cv = cvDocument();
  const { doc } = cv;
  const bytes = buffer(doc);
  const { top, left, right, bottom } = doc.page.margins;
  const fullWidth = doc.page.width - left - right;
  const maxY = doc.page.height - bottom;
  let y = top;
  for (const { kind, text } of cvBlocks(record, lineOf, extras)) {
    const style: Style = STYLES[kind];
    const lineHeight = style.size * LINE_EM + (style.gap ?? 0);
    if (kind === 'heading' && y > doc.page.height - 140) {
      doc.addPage();
      y = top;
    }
    y += (style.before ?? 0) * lineHeight;
    const indent = style.indent ?? 0;
    doc.fillColor(style.color);
    for (const line of lines(cv, tokens(cv, style, text), fullWidth - indent)) {
      if (y + lineHeight > maxY) {
        // A new page starts in black.
        doc.addPage().fillColor(style.color);
        y = top;
      }
      drawLine(cv, line, left + indent, y + style.size * ASCENT_EM);
      y += lineHeight;
    }
    if (kind === 'heading') {
      doc
        .moveTo(left, y + 2)
        .lineTo(left + fullWidth, y + 2)
        .lineWidth(0.6)
        .strokeColor(palette.lineStrong)
        .stroke();
    }
    y += (style.after ?? 0) * lineHeight;
    // Lets the server answer other requests between blocks: a long CV never holds the event loop.
    await setImmediate();
  }
  drawFooters(cv);
  doc.end();
  return bytes;
}
