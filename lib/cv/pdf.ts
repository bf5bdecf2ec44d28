import PDFDocument from 'pdfkit';
import * as about from '@/content/about';
import { site } from '@/content/site';
import palette from '@/lib/palette.json';
import { plainText } from '@/lib/research/rich-text';
import type { ResearchRecord } from '@/lib/research/publications';
import { referenceLine } from '@/lib/research/work';
import { researchSections } from '@/content/research';

// The CV as a PDF, drawn from the About page's data and the research record.
export const CV_FILE = about.aboutIntro.cvPath.split('/').pop()!;

/** A fixed date keeps the PDF byte-for-byte reproducible (pdfkit derives the file ID from it). */
const GENERATED_AT = new Date('2025-01-01T00:00:00Z');

type Block = { kind: keyof typeof STYLES; text: string };

/** The CV as an ordered list of blocks. The renderer draws exactly these, so their text is the PDF's. */
export function cvBlocks(record: ResearchRecord): Block[] {
  const s = about.aboutSections;
  const blocks: Block[] = [];
  const add = (kind: Block['kind'], text: string) => blocks.push({ kind, text });
  add('name', site.owner.name);
  add('meta', `${site.owner.credentials} · ${site.owner.role}`);
  add('meta', `${site.city} · ${site.phone} · ${site.email}`);

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
  for (const { section, works } of record.sections) {
    add('subheading', researchSections[section].title);
    for (const work of works) add('bullet', plainText(referenceLine(work)));
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

type Style = { font: string; size: number; color: string; before?: number; after?: number };

/** How each kind of block is drawn; `before` and `after` are spacing in lines. */
const STYLES = {
  name: { font: 'Times-Bold', size: 24, color: palette.ink },
  meta: { font: 'Helvetica', size: 10, color: palette.inkSoft },
  heading: { font: 'Helvetica-Bold', size: 11, color: palette.accent, before: 0.9, after: 0.5 },
  subheading: { font: 'Helvetica-Bold', size: 10, color: palette.ink, before: 0.2, after: 0.15 },
  item: { font: 'Helvetica-Bold', size: 10.5, color: palette.ink, before: 0.35 },
  text: { font: 'Helvetica', size: 10, color: palette.inkSoft },
  bullet: { font: 'Helvetica', size: 10, color: palette.inkSoft, after: 0.15 },
} satisfies Record<string, Style>;

export async function renderCv(record: ResearchRecord): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 54, bottom: 54, left: 60, right: 60 },
    info: {
      Title: `${site.owner.name} — Curriculum Vitae`,
      Author: site.owner.name,
      Subject: site.owner.role,
      Producer: site.name,
      CreationDate: GENERATED_AT,
      ModDate: GENERATED_AT,
    },
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;
  for (const { kind, text } of cvBlocks(record)) {
    const style: Style = STYLES[kind];
    if (kind === 'heading' && doc.y > doc.page.height - 140) doc.addPage();
    if (style.before) doc.moveDown(style.before);
    doc.font(style.font).fontSize(style.size).fillColor(style.color);
    if (kind === 'heading') {
      doc.text(text.toUpperCase(), left, undefined, { characterSpacing: 1.2 });
      const y = doc.y + 2;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.6)
        .strokeColor(palette.lineStrong)
        .stroke();
    } else if (kind === 'bullet') {
      doc.text(`•  ${text}`, left + 8, undefined, { width: width - 8, lineGap: 1.5 });
    } else {
      doc.text(text, left, undefined, { width, lineGap: kind === 'text' ? 1.5 : undefined });
    }
    if (style.after) doc.moveDown(style.after);
  }
  doc.end();
  // The document is a readable stream; it buffers what it wrote until read.
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
