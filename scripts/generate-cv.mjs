// The CV as a PDF, generated from the same data the About page renders (content/about.ts,
// content/site.ts, content/research.ts, content/book.ts).
// Run: node scripts/generate-cv.mjs               → public/cv/<name>-cv.pdf
//      node scripts/generate-cv.mjs --print-text  → the CV's text lines as JSON (used by tests)
//      node scripts/generate-cv.mjs --check       → exit 1 if the committed PDF is out of date
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import PDFDocument from 'pdfkit';
import { requireContent, requireTs } from './require-content.mjs';
import palette from '../lib/palette.json' with { type: 'json' };

const { site } = requireContent('site');
const about = requireContent('about');
const { researchArticles, genomeSubmissions } = requireContent('research');
const { book } = requireContent('book');
const { formatCitation } = requireTs('lib/research/citation');

/** A fixed date keeps the PDF byte-for-byte reproducible (pdfkit derives the file ID from it). */
const GENERATED_AT = new Date('2025-01-01T00:00:00Z');

/**
 * The CV as an ordered list of blocks. The renderer draws exactly these, so their text is the
 * text of the PDF.
 * @returns {Array<{ kind: 'name'|'meta'|'heading'|'subheading'|'item'|'text'|'bullet', text: string }>}
 */
export function cvBlocks() {
  const s = about.aboutSections;
  const blocks = [];
  const add = (kind, text) => blocks.push({ kind, text });
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
  add('subheading', 'Research Articles');
  for (const a of researchArticles) add('bullet', formatCitation({ kind: 'article', item: a }));
  add('subheading', 'Genome Submissions');
  for (const g of genomeSubmissions) add('bullet', formatCitation({ kind: 'genome', item: g }));
  add('subheading', 'Book');
  add('bullet', `${book.author}. (${book.publicationDateLabel}). ${book.title} [${book.format}].`);

  add('heading', s.presentations.title);
  for (const p of about.presentationsAwards)
    add('bullet', `${p.kind}: ${p.title} — ${p.detail}, ${p.year}.`);

  add('heading', s.memberships.title);
  for (const m of about.memberships) add('bullet', `${m.title} — ${m.issuer}.`);

  add('heading', s.extracurricular.title);
  for (const e of about.extracurricular) add('bullet', `${e.title}: ${e.detail}`);
  return blocks;
}

export function cvText() {
  return cvBlocks().map((b) => b.text);
}

const INK = palette.ink;
const SOFT = palette.inkSoft;
const ACCENT = palette.accent;

/** Renders the blocks to a PDF and resolves with its bytes. */
export function renderCv() {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margins: { top: 54, bottom: 54, left: 60, right: 60 },
      info: {
        Title: `${site.owner.name} — Curriculum Vitae`,
        Author: site.owner.name,
        Subject: site.owner.role,
        Creator: 'scripts/generate-cv.mjs',
        Producer: site.name,
        CreationDate: GENERATED_AT,
        ModDate: GENERATED_AT,
      },
    });
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const left = doc.page.margins.left;
    for (const block of cvBlocks()) {
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
        default:
          throw new Error(`unknown block ${block.kind}`);
      }
    }
    doc.end();
  });
}

export const CV_PATH = `public${about.aboutIntro.cvPath}`;

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--print-text')) {
    process.stdout.write(JSON.stringify(cvText()));
    return;
  }
  const pdf = await renderCv();
  if (args.includes('--check')) {
    const committed = readFileSync(CV_PATH);
    if (!committed.equals(pdf)) {
      console.error(`${CV_PATH} is out of date: run node scripts/generate-cv.mjs`);
      process.exit(1);
    }
    console.log(`${CV_PATH} is up to date`);
    return;
  }
  mkdirSync(dirname(CV_PATH), { recursive: true });
  writeFileSync(CV_PATH, pdf);
  console.log(`wrote ${CV_PATH} (${pdf.length} bytes)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
