import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, type Font } from 'fontkit';
import { perProcess } from '../per-process';

// Self-hosted from npm (@expo-google-fonts, SIL OFL): Noto Sans (Latin with every diacritic, Greek,
// Cyrillic, scientific signs, Devanagari), Noto Serif for the name, then Noto Sans SC (Chinese,
// kana), KR, Hebrew, Arabic, Thai and Bengali. Each character is set in the first face of its chain
// that has it and shaped by fontkit; pdfkit embeds only the glyphs drawn.
const FACES = {
  sans: 'noto-sans/400Regular/NotoSans_400Regular.ttf',
  sansItalic: 'noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  sansBold: 'noto-sans/700Bold/NotoSans_700Bold.ttf',
  sansBoldItalic: 'noto-sans/700Bold_Italic/NotoSans_700Bold_Italic.ttf',
  serifBold: 'noto-serif/700Bold/NotoSerif_700Bold.ttf',
  sc: 'noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  scBold: 'noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  kr: 'noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  krBold: 'noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
  hebrew: 'noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf',
  hebrewBold: 'noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf',
  arabic: 'noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  arabicBold: 'noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  thai: 'noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf',
  thaiBold: 'noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf',
  bengali: 'noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf',
  bengaliBold: 'noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf',
} as const;

export type Face = keyof typeof FACES;

const FONT_DIR = 'node_modules/@expo-google-fonts';

/** The files, from the project's root: next.config.ts traces them into the standalone server. */
export const FONT_FILES = Object.values(FACES).map((file) => `${FONT_DIR}/${file}`);

/** The faces after Latin, regular and bold: none has an italic, so italic text stays upright. */
const SCRIPTS = ['sc', 'kr', 'hebrew', 'arabic', 'thai', 'bengali'] as const;
const BOLD_SCRIPTS = SCRIPTS.map((face) => `${face}Bold` as const);

/** The faces tried in order for each style. */
const CHAINS = {
  regular: ['sans', ...SCRIPTS],
  italic: ['sansItalic', 'sans', ...SCRIPTS],
  bold: ['sansBold', ...BOLD_SCRIPTS],
  boldItalic: ['sansBoldItalic', 'sansBold', ...BOLD_SCRIPTS],
  serifBold: ['serifBold', 'sansBold', ...BOLD_SCRIPTS],
} as const satisfies Record<string, readonly Face[]>;

export type Chain = keyof typeof CHAINS;

/** Faces written right to left: fontkit reverses a run it lays out in one of them. */
export const RTL_FACES: ReadonlySet<Face> = new Set([
  'hebrew',
  'hebrewBold',
  'arabic',
  'arabicBold',
]);

// Read once per process, and only when a text needs the face (the CJK files are large).
const fileOf = (face: Face) =>
  perProcess(`cv-font-file:${face}`, () => {
    // Not traced from here, which would take the whole folder: next.config.ts lists FONT_FILES.
    const file = join(/*turbopackIgnore: true*/ process.cwd(), FONT_DIR, FACES[face]);
    return readFileSync(/*turbopackIgnore: true*/ file);
  });

// For glyph coverage only (the character map), shared by every CV.
const coverage = (face: Face) => perProcess(`cv-font:${face}`, () => create(fileOf(face)) as Font);
const covers = (face: Face, code: number) => coverage(face).hasGlyphForCodePoint(code);

/**
 * Parsed anew per document: fontkit's glyphs keep the characters first drawn with them, which
 * become the text layer, so a shared parse would make one CV's bytes depend on earlier CVs.
 * "ccmp" is off: Noto Sans draws ị, ọ, ṣ… as letter + dot mark, which the text layer would read as
 * the letter alone (or every later "i" as "ị"); the precomposed glyphs look the same.
 */
export function faceForDocument(face: Face): Font {
  const font = create(fileOf(face)) as Font;
  const layout = font.layout.bind(font);
  font.layout = (text, features, ...rest) => {
    const on = Array.isArray(features)
      ? Object.fromEntries(features.map((f) => [f, true]))
      : features;
    return layout(text, { ...on, ccmp: false }, ...rest);
  };
  return font;
}

const faceFor = (char: string, chain: Chain): Face | undefined =>
  perProcess(`cv-face:${chain}:${char}`, () =>
    CHAINS[chain].find((face) => covers(face, char.codePointAt(0)!)),
  );

/** Spaces and punctuation, which read in the direction of the text around them (not brackets:
 * in a right-to-left run they would need mirrored glyphs). */
const NEUTRAL = /^[\p{Zs}\p{Po}\p{Pd}]$/u;
const MARK = /^[\p{M}\u200c\u200d]$/u;

/**
 * The text cut where the face changes; a combining mark stays with its letter. Spaces and
 * punctuation between two letters of one face take that face if it has them (so "כהן, ד" is one
 * right-to-left piece), else each its own. A character no face has is set in its compatibility
 * form (𝛼 as α), else as the first face's missing-glyph box.
 */
export function byFace(text: string, chain: Chain) {
  const first = CHAINS[chain][0];
  const pieces: { text: string; face: Face }[] = [];
  const push = (text: string, face: Face) => {
    const last = pieces.at(-1);
    if (last?.face === face) last.text += text;
    else pieces.push({ text, face });
  };
  let neutral = '';
  const settle = (next?: Face) => {
    const last = pieces.at(-1)?.face;
    const around =
      last && last === next && [...neutral].every((c) => covers(last, c.codePointAt(0)!));
    for (const c of neutral) push(c, around ? last : (faceFor(c, chain) ?? first));
    neutral = '';
  };
  for (const char of text.replace(/./gsu, (c) => (faceFor(c, chain) ? c : c.normalize('NFKC')))) {
    if (NEUTRAL.test(char)) {
      neutral += char;
      continue;
    }
    const last = pieces.at(-1);
    const face = last && !neutral && MARK.test(char) ? last.face : (faceFor(char, chain) ?? first);
    settle(face);
    push(char, face);
  }
  settle();
  return pieces;
}
