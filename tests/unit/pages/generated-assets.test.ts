/**
 * @jest-environment node
 */
/**
 * The generated assets must come from the content modules: the book's QR code from its purchase
 * link, the CV PDF from the About data. The generator scripts run in child processes (they are
 * plain Node ESM scripts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { book } from '@/content/book';
import { site } from '@/content/site';
import {
  aboutIntro,
  aboutSections,
  certifications,
  education,
  extracurricular,
  licenses,
  memberships,
  presentationsAwards,
  skills,
  technologies,
  workExperience,
} from '@/content/about';
import { allWorks, fileBibliography, researchRecord } from '@/lib/research/publications';
import { CV_FILE, cvBlocks, renderCv } from '@/lib/cv/pdf';

const record = researchRecord(fileBibliography());

const root = join(__dirname, '..', '..', '..');
const run = (script: string, ...args: string[]) =>
  execFileSync(process.execPath, [join(root, 'scripts', script), ...args], {
    cwd: root,
    encoding: 'utf8',
  });

jest.setTimeout(30_000);

describe('book QR code', () => {
  const committed = readFileSync(join(root, 'public', book.qr.src), 'utf8');

  it('is the committed file the script regenerates from content/book.ts', () => {
    expect(run('generate-book-art.mjs', '--print-qr')).toBe(committed);
  });

  it('encodes exactly the purchase link (a different link gives a different code)', async () => {
    const options = {
      type: 'svg' as const,
      errorCorrectionLevel: 'M' as const,
      margin: 2,
      color: { dark: '#0b1a2eff', light: '#ffffffff' },
    };
    expect(await QRCode.toString(book.purchaseUrl, options)).toBe(committed);
    expect(await QRCode.toString(`${book.purchaseUrl}x`, options)).not.toBe(committed);
  });

  it('links to a retail site over https', () => {
    expect(book.purchaseUrl).toMatch(/^https:\/\/www\.amazon\.com\//);
    expect(book.publicationDateLabel).toBe('February 2020');
    expect(book.format).toBe('Kindle Edition');
  });
});

describe('CV PDF', () => {
  const text = cvBlocks(record).map((b) => b.text);
  const all = text.join('\n');

  it('holds the owner’s name, credentials and contact details', () => {
    expect(text[0]).toBe(site.owner.name);
    for (const value of [site.owner.credentials, site.email, site.phone, site.city]) {
      expect(all).toContain(value);
    }
  });

  it('holds every role with its employer, and both degrees', () => {
    expect(workExperience).toHaveLength(5);
    for (const role of workExperience) {
      expect(all).toContain(role.title);
      expect(all).toContain(role.employer);
    }
    expect(education).toHaveLength(2);
    for (const degree of education) expect(all).toContain(degree.field);
    for (const c of certifications) expect(all).toContain(c.title);
  });

  it('holds every entry of the other sections, each whole on its line', () => {
    for (const d of education)
      expect(text).toContain(`${d.institution}, ${d.location}. ${d.detail}`);
    expect(text).toContain(skills.join(' · '));
    expect(text).toContain(technologies.join(' · '));
    for (const l of licenses) expect(text).toContain(`${l.title} — ${l.issuer}. ${l.detail}.`);
    for (const p of presentationsAwards)
      expect(text).toContain(`${p.kind}: ${p.title} — ${p.detail}, ${p.year}.`);
    for (const m of memberships) expect(text).toContain(`${m.title} — ${m.issuer}.`);
    for (const e of extracurricular) expect(text).toContain(`${e.title}: ${e.detail}`);
  });

  it('lists the publications and the book', () => {
    for (const work of allWorks(record)) expect(all).toContain(work.title);
    expect(all).toContain(book.title);
  });

  it('follows the About page’s section order', () => {
    const headings = Object.values(aboutSections)
      .map((s) => s.title)
      .filter((t) => t !== 'Gallery');
    const positions = headings.map((h) => text.indexOf(h));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('the PDF shows the name, every role, and exactly the web list’s works', async () => {
    expect(`/cv/${CV_FILE}`).toBe(aboutIntro.cvPath);
    const pdf = await renderCv(record);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const drawn = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: pdf,
      encoding: 'utf8',
    });
    expect(drawn).toContain(site.owner.name);
    for (const role of workExperience) expect(drawn).toContain(role.title);
    // The publications section without white space: the page wraps lines and letter-spaces headings.
    const flat = (text: string) => text.replace(/\s+/g, '');
    const section = flat(drawn).slice(
      flat(drawn).indexOf(flat(aboutSections.publications.title.toUpperCase())),
      flat(drawn).indexOf(flat(aboutSections.presentations.title.toUpperCase())),
    );
    const works = allWorks(record);
    for (const work of works) expect(section).toContain(flat(work.title!));
    expect(section.match(/•/g)).toHaveLength(works.length);
  });
});
