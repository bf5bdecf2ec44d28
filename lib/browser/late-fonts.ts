/** The fonts are `optional`: a first visit keeps the fallbacks until a client navigation. */
let prepared: FontFace[] | null = null;
let adopted = false;

function optionalFaces(): FontFace[] {
  const faces: FontFace[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's stylesheet
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const { style } = rule;
      if (style.getPropertyValue('font-display') !== 'optional') continue;
      const url = /url\(\s*["']?([^"')]+)/.exec(style.getPropertyValue('src'))?.[1];
      if (!url) continue;
      faces.push(
        new FontFace(
          style.getPropertyValue('font-family').replace(/["']/g, ''),
          `url("${new URL(url, sheet.href ?? document.baseURI).href}")`,
          {
            weight: style.getPropertyValue('font-weight') || 'normal',
            style: style.getPropertyValue('font-style') || 'normal',
            display: 'swap',
          },
        ),
      );
    }
  }
  return faces;
}

export function prepareLateFonts(): void {
  if (prepared || typeof FontFace === 'undefined') return;
  prepared = optionalFaces();
  for (const face of prepared) face.load().catch(() => {});
}

export function adoptLateFonts(): void {
  if (adopted) return;
  prepareLateFonts();
  if (!prepared) return;
  adopted = true;
  for (const face of prepared) face.loaded.then(() => document.fonts.add(face)).catch(() => {});
}
