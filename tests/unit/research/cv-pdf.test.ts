/**
 * @jest-environment node
 */
/**
 * The CV PDF as a reader and a PDF tool see it: every script in its own glyphs and in the text
 * layer (poppler's pdftotext), embedded subset faces only (pdffonts), italics, bold, small caps,
 * superscripts and subscripts drawn as such (pdftohtml's font per text run, pdftotext's boxes),
 * the same bytes every time, a hostile title cut, and the event loop free while a long CV draws.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { researchRecord, type Csl } from '@/lib/research/publications';
import { richRuns } from '@/lib/research/rich-text';
import { aboutSections } from '@/content/about';
import { site } from '@/content/site';
import { cvBlocks, MAX_BLOCK_CHARS, renderCv } from '@/lib/cv/pdf';

/** Each work's citation as the CV receives it: CSL markup, short enough for one line. */
const CITATIONS: Record<string, string> = {
  vietnamese: 'Nguyễn Thị Minh Khai (2024). Phages of <i>Escherichia coli</i> in Hà Nội.',
  greek: 'Papadopoulos, Γ. (2023). δ-Stance: a receptor-binding protein.',
  cyrillic: 'Смирнов, А. (2022). Бактериофаги и биоплёнки.',
  chinese: '王小明 (2021). 噬菌体治疗的进展.',
  japanese: '山田太郎 (2020). ファージ療法とひらがな.',
  korean: '김민수 (2019). 박테리오파지 연구.',
  hebrew: 'כהן, ד. (2018). עברית חדשה.',
  arabic: 'العلي، م. (2014). العاثيات البكتيرية.',
  thai: 'สมชาย, ก. (2013). แบคทีเรียโฟจในน้ำ.',
  devanagari: 'शर्मा, र. (2012). जीवाणुभोजी चिकित्सा.',
  bengali: 'রায়, স. (2011). ব্যাকটেরিওফাজ গবেষণা.',
  formula: 'Lee, K. (2017). CO<sub>2</sub> and CO₂ at the 4<sup>ème</sup> site.',
  symbols: 'Ortiz, M. (2016). 5 µm ± 0.2 – “quoted” signs.',
  math: 'Ng, W. (2015). 𝛼-helices and 𝛽-barrels.',
  marks:
    'Small <span style="font-variant:small-caps;">Small</span> <b>Bold</b> <b><i>Both</i></b>.',
};

const work = (id: string): Csl => ({
  id,
  type: 'article-journal',
  title: id,
  issued: { 'date-parts': [[2024]] },
});
const recordOf = (ids: string[]) => researchRecord(ids.map(work));
const record = recordOf(Object.keys(CITATIONS));
const citationOf = (work: Csl) => CITATIONS[work.id] ?? `Work ${work.id}.`;

const dir = mkdtempSync(join(tmpdir(), 'cv-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** A poppler tool's output for the PDF, written to a file (not every tool reads standard input). */
function poppler(tool: string, pdf: Buffer, ...args: string[]) {
  const file = join(dir, `${tool}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync(tool, [...args, file, ...(/^pdf(fonts|info)$/.test(tool) ? [] : ['-'])], {
    encoding: 'utf8',
  });
}
/** pdftotext's lines, without the direction marks it puts around right-to-left text. */
const textLines = (pdf: Buffer) =>
  poppler('pdftotext', pdf)
    .replace(/[\u202a-\u202e]/g, '')
    .split(/[\n\f]/);

/** The lines as drawn, in drawing order (`-raw`: no joining of a line that ends in a hyphen). */
const drawnLines = (pdf: Buffer) => poppler('pdftotext', pdf, '-raw').split(/[\n\f]/);
/** A page footer, drawn on every page after the first. */
const FOOTER = /Curriculum Vitae · Page/;

let pdf: Buffer;
beforeAll(async () => {
  pdf = await renderCv(record, citationOf);
  if (process.env.CV_PDF_OUT) writeFileSync(process.env.CV_PDF_OUT, pdf);
});

describe('CV PDF text in any script', () => {
  test.each(Object.keys(CITATIONS).filter((k) => !['hebrew', 'arabic', 'math'].includes(k)))(
    '%s: the text layer reads the citation exactly, on its own line',
    (key) => {
      // The PDF raises and lowers a run itself: its text layer has the characters as written.
      const written = richRuns(CITATIONS[key]!)
        .map((run) => run.text)
        .join('');
      expect(textLines(pdf)).toContain(`• ${written}`);
    },
  );

  test('a character no face has prints as its compatibility form: 𝛼 as α', () => {
    expect(textLines(pdf)).toContain('• Ng, W. (2015). α-helices and β-barrels.');
  });

  test('Hebrew: its words in reading order, right to left on the page', () => {
    // pdftotext puts a right-to-left run in logical order; drawn in the wrong order, it reads
    // "חדשה עברית".
    expect(textLines(pdf).find((l) => l.includes('(2018)'))).toContain('עברית חדשה');
    // A name and its initial, with the comma between them, are one run: the name on the right.
    const words = [
      ...poppler('pdftotext', pdf, '-bbox').matchAll(/xMin="([\d.]+)"[^>]*>([^<]*)</g),
    ];
    const x = (word: string) =>
      Number(words.find((m) => [...m[2]!.replace(/\P{L}/gu, '')].reverse().join('') === word)![1]);
    expect(x('כהן')).toBeGreaterThan(x('ד'));
  });

  test('Arabic: joined, its words in reading order, right to left on the page', () => {
    expect(textLines(pdf).find((l) => l.includes('(2014)'))).toContain('العاثيات البكتيرية');
  });

  test('Devanagari and Bengali: shaped in their own faces, copied out in typed order', () => {
    // Drawn, a vowel sign comes before its consonant (ि in चिकित्सा) and a repha after it (र्म in
    // शर्मा): each such run carries its typed text, which the text layer reads instead.
    const line = (year: string) => textLines(pdf).find((l) => l.includes(`(${year})`));
    expect(line('2012')).toBe(`• ${CITATIONS.devanagari}`);
    expect(line('2011')).toBe(`• ${CITATIONS.bengali}`);
    // Noto Sans has Devanagari; Bengali has a face of its own.
    const faces = poppler('pdffonts', pdf);
    expect(faces).toContain('NotoSansBengali-Regular');
    expect(faces).not.toContain('Devanagari');
  });

  test('every face is an embedded subset with a text mapping, and the file stays small', () => {
    const rows = poppler('pdffonts', pdf).trim().split('\n').slice(2);
    const faces = rows.map((row) => {
      const [name, , , , emb, sub, uni] = row.split(/\s+/);
      expect([emb, sub, uni]).toEqual(['yes', 'yes', 'yes']);
      return name!.replace(/^[A-Z]{6}\+/, '');
    });
    expect(faces.sort()).toEqual([
      'NotoSans-Bold',
      'NotoSans-BoldItalic',
      'NotoSans-Italic',
      'NotoSans-Regular',
      'NotoSansArabic-Regular',
      'NotoSansBengali-Regular',
      'NotoSansHebrew-Regular',
      'NotoSansKR-Regular',
      'NotoSansSC-Regular',
      'NotoSansThai-Regular',
      'NotoSerif-Bold',
    ]);
    // The CJK faces alone are 6 and 10 MB: only the glyphs drawn are in the file.
    expect(pdf.length).toBeLessThan(150_000);
  });
});

describe('CV PDF rich text', () => {
  const runs = () => {
    const xml = poppler('pdftohtml', pdf, '-xml', '-i', '-stdout');
    const fonts = new Map(
      [...xml.matchAll(/<fontspec id="(\d+)" size="(\d+)" family="([^"]+)"/g)].map((m) => [
        m[1],
        { size: Number(m[2]), family: m[3]! },
      ]),
    );
    return [
      ...xml.matchAll(
        /<text top="(\d+)" left="\d+" width="\d+" height="(\d+)" font="(\d+)">(.*?)<\/text>/g,
      ),
    ].map((m) => ({ bottom: Number(m[1]) + Number(m[2]), font: fonts.get(m[3])!, text: m[4]! }));
  };

  test('italics in the italic face, bold in the bold face, both in bold italic', () => {
    // pdftohtml marks a run <i> or <b> from the name of the face it is drawn in.
    const texts = runs().map((r) => r.text);
    expect(texts).toContain('<i>Escherichia coli</i>');
    expect(texts).toContain('<b>Bold</b>');
    expect(texts).toContain('<i><b>Both</b></i>');
  });

  test('her name, the section headings and each entry’s title in bold', () => {
    const texts = runs().map((r) => r.text);
    const bold = cvBlocks(record, citationOf).filter((b) => /^(name|heading|item)$/.test(b.kind));
    expect(bold.length).toBeGreaterThan(10);
    for (const { kind, text } of bold)
      expect(texts).toContain(
        `<b>${(kind === 'heading' ? text.toUpperCase() : text).replace(/&/g, '&amp;')}</b>`,
      );
  });

  test('superscripts and subscripts smaller, raised and lowered', () => {
    const all = runs();
    const body = all.find((r) => r.text.includes('Lee, K.'))!;
    const sup = all.find((r) => r.text === 'ème')!;
    const sub = all.find((r) => r.text === '2' && r.font.size < body.font.size)!;
    expect(sup.font.size).toBeLessThan(body.font.size);
    expect(sub.font.size).toBe(sup.font.size);
    // 0.33 em up and 0.12 em down at 10 pt, in pdftohtml's 1.5 pixels a point: about 7 pixels.
    expect(sub.bottom - sup.bottom).toBeGreaterThanOrEqual(5);
  });

  test('small caps: the same word set wider in small capitals', () => {
    const words = [
      ...poppler('pdftotext', pdf, '-bbox').matchAll(
        /xMin="([\d.]+)"[^>]*xMax="([\d.]+)"[^>]*>Small</g,
      ),
    ];
    const [plain, caps] = words.map((m) => Number(m[2]) - Number(m[1]));
    // Noto Sans's small capitals are 5 % wider than its lower case; the same glyphs, 0 %.
    expect(caps! / plain!).toBeGreaterThan(1.02);
  });
});

describe('CV PDF bounds', () => {
  test('the same bytes every time, whatever was drawn before', async () => {
    const other = await renderCv(recordOf(['ị', 'other']), (w) => `ị ${w.id} µ ${w.id}.`);
    expect(other.equals(pdf)).toBe(false);
    expect((await renderCv(record, citationOf)).equals(pdf)).toBe(true);
  });

  test.each([
    ['whole', 'Ж'.repeat(60_000)],
    ['in 60,000 runs', 'Ж<i>Ж</i>'.repeat(30_000)],
  ])(
    `a hostile 60,000-character title %s is cut once, at ${MAX_BLOCK_CHARS} characters, with "…"`,
    async (_, hostile) => {
      const text = textLines(
        await renderCv(recordOf(['hostile']), (w) => (w.id === 'hostile' ? hostile : 'Book.')),
      )
        .filter((line) => !FOOTER.test(line))
        .join('');
      expect(text.match(/Ж/g)).toHaveLength(MAX_BLOCK_CHARS);
      expect(text.match(/…/g)).toEqual(['…']);
      expect(text).toContain(`${'Ж'.repeat(MAX_BLOCK_CHARS)}…`);
    },
  );

  test('control characters are dropped and white space folded to one space', async () => {
    const messy = 'Bell\u0007 and\u001b[31m  two \t\n spaces.';
    const lines = drawnLines(await renderCv(recordOf(['messy']), () => messy));
    expect(lines).toContain('• Bell and[31m two spaces.');
  });

  test('a paragraph breaks between words, and a compound longer than a line after its hyphens', async () => {
    const sentence = 'Lytic phages reduce biofilm-forming <i>Pseudomonas</i>, over and again; ';
    const texts: Record<string, string> = {
      long: `Lee, K. (2017). ${sentence.repeat(8)}`,
      // Words whose letters alternate between upright and italic: one word, eight runs.
      mixed: `Mixed. ${Array(60).fill('b<i>a</i>c<i>t</i>e<i>r</i>i<i>a</i>').join(' ')}`,
      compound: `${'receptor-binding-'.repeat(12)}protein`,
    };
    const lines = drawnLines(
      await renderCv(recordOf(Object.keys(texts)), (w) => texts[w.id] ?? 'Book.'),
    ).filter((line) => line.trim() && !FOOTER.test(line));
    const bullet = (start: string) => {
      const first = lines.findIndex((line) => line.startsWith(`• ${start}`));
      const next = lines.findIndex((line, i) => i > first && /^(•|Books)/.test(line));
      return lines.slice(first, next);
    };
    for (const [key, start] of [
      ['long', 'Lee'],
      ['mixed', 'Mixed'],
    ] as const) {
      const paragraph = bullet(start);
      expect(paragraph.length).toBeGreaterThan(4);
      // Joined at spaces (or after a hyphen that ended a line), the lines give back the text.
      const joined = paragraph.reduce(
        (text, line) => text + (text.endsWith('-') ? '' : ' ') + line,
      );
      expect(joined.replace(/\s+/g, ' ')).toBe(`• ${texts[key]!.replace(/<\/?i>/g, '').trim()}`);
      // Each line is filled before the next begins: a line of the page's width holds about 95
      // characters of this text, a line broken only at hyphens about 65.
      const full = paragraph.slice(0, -1).join('').length / (paragraph.length - 1);
      expect(full).toBeGreaterThan(85);
    }
    const parts = bullet('receptor');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.slice(0, -1).every((line) => line.endsWith('-'))).toBe(true);
    expect(parts.join('')).toBe(`• ${texts.compound}`);
  });

  test('no line runs past the right margin, even a word longer than a line', async () => {
    const long = recordOf(['url']);
    const url = `https://doi.org/10.1000/${'x'.repeat(300)}`;
    const box = poppler(
      'pdftotext',
      await renderCv(long, (w) => (w.id === 'url' ? url : 'Book.')),
      '-bbox',
    );
    const right = Math.max(...[...box.matchAll(/xMax="([\d.]+)"/g)].map((m) => Number(m[1])));
    // Letter paper is 612 pt wide; the right margin is 60 pt.
    expect(right).toBeLessThanOrEqual(612 - 60 + 0.5);
    expect(box.match(/x{20,}/g)!.join('')).toBe('x'.repeat(300));
  });

  test('the event loop runs between blocks while a long CV draws', async () => {
    const many = recordOf(Array.from({ length: 400 }, (_, i) => `w${i}`));
    const blocks = cvBlocks(many, citationOf).length;
    let ticks = 0;
    let drawing = true;
    const tick = () => {
      ticks++;
      if (drawing) setImmediate(tick);
    };
    setImmediate(tick);
    await renderCv(many, citationOf);
    drawing = false;
    // One turn of the loop for every block: a render that held the loop would see none.
    expect(ticks).toBeGreaterThanOrEqual(blocks);
  });
});

describe('CV PDF pages', () => {
  test('US Letter, her name as title and author, the text from the 60-point left margin', () => {
    const info = poppler('pdfinfo', pdf);
    expect(info).toMatch(/^Page size: +612 x 792 pts \(letter\)$/m);
    expect(info).toMatch(new RegExp(`^Title: +${site.owner.name} — Curriculum Vitae$`, 'm'));
    expect(info).toMatch(new RegExp(`^Author: +${site.owner.name}$`, 'm'));
    const box = poppler('pdftotext', pdf, '-bbox');
    const edge = (side: string) =>
      [...box.matchAll(new RegExp(`<word ${side}="([\\d.]+)"`, 'g'))].map((m) => Number(m[1]));
    expect(Math.min(...edge('xMin'))).toBeCloseTo(60, 0);
  });

  test('a rule under each section heading, across the text’s width', () => {
    const rules = [
      ...poppler('pdftocairo', pdf, '-svg').matchAll(
        /stroke-width:0\.6;[^"]*" d="M ([\d.]+) ([\d.]+) L ([\d.]+) ([\d.]+) "/g,
      ),
    ].map((m) => m.slice(1).map(Number));
    const headings = cvBlocks(record, citationOf).filter((b) => b.kind === 'heading');
    expect(rules).toHaveLength(headings.length);
    for (const [x1, y1, x2, y2] of rules) expect([x1, x2, y2]).toEqual([60, 612 - 60, y1]);
  });

  test('every page after the first names her and says which page of how many', async () => {
    const many = recordOf(Array.from({ length: 120 }, (_, i) => `w${i}`));
    const cv = await renderCv(many, citationOf);
    const pages = poppler('pdftotext', cv)
      .split('\f')
      .filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[0]).not.toMatch(FOOTER);
    pages
      .slice(1)
      .forEach((page, i) =>
        expect(page).toContain(
          `Rowan Ellery — Curriculum Vitae · Page ${i + 2} of ${pages.length}`,
        ),
      );
  });

  test('a section heading is never the last line of a page, whatever the record’s length', async () => {
    const headings = new Set(
      Object.values(aboutSections).map((section) => section.title.toUpperCase().replace(/\s/g, '')),
    );
    let broken = 0;
    // Each work is one line of about 17 pt and a page holds 684 pt: over 40 lengths the sections
    // after the works move through a whole page, so each heading meets the foot of a page once.
    for (let n = 1; n <= 40; n++) {
      const ids = Array.from({ length: n }, (_, i) => `w${i}`);
      const pages = poppler('pdftotext', await renderCv(recordOf(ids), citationOf), '-raw')
        .split('\f')
        .map((page) => page.split('\n').filter((line) => line.trim() && !FOOTER.test(line)))
        .filter((page) => page.length);
      broken += pages.length - 1;
      for (const page of pages) expect(headings.has(page.at(-1)!.replace(/\s/g, ''))).toBe(false);
    }
    // Every length breaks somewhere: each of the 40 layouts was checked at its page ends.
    expect(broken).toBeGreaterThanOrEqual(40);
  }, 60_000);

  test('her ORCID iD and the citation summary, where known', async () => {
    const summary = {
      total: 434,
      hIndex: 9,
      i10Index: 7,
      counted: 13,
      day: 'Nov 26, 2026',
      byYear: [],
      since: { year: 2017, total: 415, hIndex: 9, i10Index: 7 },
    };
    const text = textLines(
      await renderCv(record, citationOf, { orcid: '0000-0002-1825-0097', summary }),
    ).join('\n');
    expect(text).toContain('ORCID iD: https://orcid.org/0000-0002-1825-0097');
    expect(text).toContain('Cited 434 times · h-index 9 · i10-index 7 (OpenAlex, Nov 26, 2026)');
    // A malformed iD is not printed.
    const without = textLines(await renderCv(record, citationOf, { orcid: '0000-0002-1825-0098' }));
    expect(without.join('\n')).not.toContain('ORCID');
  });
});
