/**
 * jsdom parses `@font-face` rules but has no FontFace or `document.fonts`: a stand-in records each
 * face made, and `load()` answers as the test says (a font that fails to arrive included).
 */
type Made = { family: string; source: string; descriptors: FontFaceDescriptors; added: boolean };

let made: Made[];
let failing: Set<string>;
let lateFonts: typeof import('@/lib/browser/late-fonts');

class StandInFace {
  readonly record: Made;
  readonly loaded: Promise<this>;
  private settle!: (ok: boolean) => void;
  constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
    this.record = { family, source, descriptors, added: false };
    made.push(this.record);
    this.loaded = new Promise<boolean>((resolve) => (this.settle = resolve)).then((ok) => {
      if (!ok) throw new DOMException('A network error occurred.', 'NetworkError');
      return this;
    });
  }
  load() {
    this.settle(!failing.has(this.record.source));
    return this.loaded;
  }
}

const FACES = `
  @font-face { font-family: "Inter"; src: url(/_next/static/media/inter.woff2) format("woff2");
    font-display: optional; font-weight: 100 900; }
  @font-face { font-family: 'Source Serif 4'; src: url('serif.woff2'); font-display: optional;
    font-style: italic; }
  @font-face { font-family: "Icons"; src: url(/icons.woff2); font-display: swap; }
  @font-face { font-family: "Local"; src: local("Arial"); font-display: optional; }
  body { color: black; }`;

beforeEach(() => {
  made = [];
  failing = new Set();
  document.head.innerHTML = `<style>${FACES}</style>`;
  Object.assign(globalThis, {
    FontFace: StandInFace,
    CSSFontFaceRule: document.styleSheets[0]!.cssRules[0]!.constructor,
  });
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: StandInFace) => (face.record.added = true) },
  });
  jest.isolateModules(() => {
    lateFonts = jest.requireActual('@/lib/browser/late-fonts');
  });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'FontFace');
  Reflect.deleteProperty(globalThis, 'CSSFontFaceRule');
  Reflect.deleteProperty(document, 'fonts');
});

/** A task runs only once every promise reaction queued before it has run: the loads have settled. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('fetches each optional web font once, as a swap face at its address, and adds none yet', async () => {
  lateFonts.prepareLateFonts();
  lateFonts.prepareLateFonts();
  await settle();
  expect(made).toEqual([
    {
      family: 'Inter',
      source: `url("${new URL('/_next/static/media/inter.woff2', document.baseURI).href}")`,
      descriptors: { weight: '100 900', style: 'normal', display: 'swap' },
      added: false,
    },
    {
      family: 'Source Serif 4',
      source: `url("${new URL('serif.woff2', document.baseURI).href}")`,
      descriptors: { weight: 'normal', style: 'italic', display: 'swap' },
      added: false,
    },
  ]);
});

test('from the first client-side navigation, the faces that arrived are the page’s; a failed one is not', async () => {
  failing.add(`url("${new URL('serif.woff2', document.baseURI).href}")`);
  lateFonts.adoptLateFonts();
  lateFonts.adoptLateFonts();
  await settle();
  expect(made.map((face) => [face.family, face.added])).toEqual([
    ['Inter', true],
    ['Source Serif 4', false],
  ]);
});

test('another origin’s stylesheet, which cannot be read, is passed over', () => {
  Object.defineProperty(document.styleSheets[0]!, 'cssRules', {
    get: () => {
      throw new DOMException('Cannot access rules', 'SecurityError');
    },
  });
  document.head.insertAdjacentHTML('beforeend', `<style>${FACES}</style>`);
  lateFonts.prepareLateFonts();
  expect(made.map((face) => face.family)).toEqual(['Inter', 'Source Serif 4']);
});

test('a browser without FontFace keeps its fallbacks and nothing throws', () => {
  Reflect.deleteProperty(globalThis, 'FontFace');
  expect(() => lateFonts.adoptLateFonts()).not.toThrow();
  expect(made).toEqual([]);
});
