import PDFDocument from 'pdfkit';
import * as about from '@/content/about';
import { site } from '@/content/site';
import palette from '@/lib/palette.json';
import { citations, type ResearchRecord } from '@/lib/research/publications';

/**
 * The CV as a PDF, drawn on the server from the data the About page renders (content/about.ts,
 * content/site.ts) and the research record, so a work added to the record reaches it too.
 */

/** The address of the CV, named after the owner. */
export const CV_FILE = about.aboutIntro.cvPath.split('/').pop()!;

/** A fixed date keeps the PDF byte-for-byte reproducible (pdfkit derives the file ID from it). */
const GENERATED_AT = new Date('2025-01-01T00:00:00Z');

type Block = {
  kind: 'name' | 'meta' | 'heading' | 'subheading' | 'item' | 'text' | 'bullet';
  text: string;
};

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
  for (const [title, works] of [
    ['Research Articles', record.articles],
    ['Genome Submissions', record.genomes],
    ['Book', record.books],
  ] as const) {
    add('subheading', title);
    for (const work of works) add('bullet', citations(work.csl).apa);
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

const INK = palette.ink;
const SOFT = palette.inkSoft;
const ACCENT = palette.accent;

/** Renders the blocks to a PDF and resolves with its bytes. */
export function renderCv(record: ResearchRecord): Promise<Buffer> {
  return new Promise((resolve, reject) => {
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
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const left = doc.page.margins.left;
    for (const block of cvBlocks(record)) {
      switch (block.kind) {
        case 'name':
          doc.font('Times-Bold').fontSize(24).fillColor(INK).text(block.text, left);
          break;
        case 'meta':
          doc
            .font('Helvetica')
            .fontSize(10)
            .fillColor(SOFT)
            .text(block.text, left, undefined, { width });
          break;
        case 'heading': {
          if (doc.y > doc.page.height - 140) doc.addPage();
          doc.moveDown(0.9);
          doc
            .font('Helvetica-Bold')
            .fontSize(11)
            .fillColor(ACCENT)
            .text(block.text.toUpperCase(), left, undefined, {
              characterSpacing: 1.2,
            });
          const y = doc.y + 2;
          doc
            .moveTo(left, y)
            .lineTo(left + width, y)
            .lineWidth(0.6)
            .strokeColor(palette.lineStrong)
            .stroke();
          doc.moveDown(0.5);
          break;
        }
        case 'subheading':
          doc.moveDown(0.2);
          doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(block.text, left);
          doc.moveDown(0.15);
          break;
        case 'item':
          doc.moveDown(0.35);
          doc
            .font('Helvetica-Bold')
            .fontSize(10.5)
            .fillColor(INK)
            .text(block.text, left, undefined, { width });
          break;
        case 'text':
          doc
            .font('Helvetica')
            .fontSize(10)
            .fillColor(SOFT)
            .text(block.text, left, undefined, { width, lineGap: 1.5 });
          break;
        case 'bullet':
          doc
            .font('Helvetica')
            .fontSize(10)
            .fillColor(SOFT)
            .text(`•  ${block.text}`, left + 8, undefined, {
              width: width - 8,
              lineGap: 1.5,
              indent: 0,
            });
          doc.moveDown(0.15);
          break;
      }
    }
    doc.end();
  });
}
