import { fromOutsideMarkup, plainText, richRuns } from '@/lib/research/rich-text';

describe('richRuns', () => {
  test("reads citation-js's CSL markup for LaTeX's text commands", () => {
    // What citation-js makes of \textit{…}, \textbf{…}, \textsc{…}, \textsuperscript{…} and $_2$.
    const title =
      '<i>Pseudomonas aeruginosa</i> and δ-Stance on CO₂ <b>bold</b> <span style="font-variant:small-caps;">Caps</span> 4<sup>ème</sup>';
    expect(richRuns(title)).toEqual([
      { text: 'Pseudomonas aeruginosa', marks: ['i'] },
      { text: ' and δ-Stance on CO₂ ', marks: [] },
      { text: 'bold', marks: ['b'] },
      { text: ' ', marks: [] },
      { text: 'Caps', marks: ['sc'] },
      { text: ' 4', marks: [] },
      { text: 'ème', marks: ['sup'] },
    ]);
  });

  test('nests marks, and a nocase span marks nothing', () => {
    expect(richRuns('<b>A <i>B<sub>2</sub></i></b> <span class="nocase">DNA</span>')).toEqual([
      { text: 'A ', marks: ['b'] },
      { text: 'B', marks: ['b', 'i'] },
      { text: '2', marks: ['b', 'i', 'sub'] },
      { text: ' DNA', marks: [] },
    ]);
  });

  test('any other angle bracket is text; stray closing tags vanish; open tags end with the text', () => {
    expect(richRuns('p < 0.05 <script>alert(1)</script> </i><i>open')).toEqual([
      { text: 'p < 0.05 <script>alert(1)</script> ', marks: [] },
      { text: 'open', marks: ['i'] },
    ]);
  });

  test('a span that neither sets small caps nor protects case is text, as any other tag', () => {
    expect(richRuns('<span class="x">a</span> b')).toEqual([
      { text: '<span class="x">a b', marks: [] },
    ]);
    expect(richRuns('<span class="nocase">DNA</span>')).toEqual([{ text: 'DNA', marks: [] }]);
    expect(richRuns('<span style="font-variant: small-caps">Caps</span>')).toEqual([
      { text: 'Caps', marks: ['sc'] },
    ]);
  });

  test('a mark nested in itself ends with its outer tag, and is listed once', () => {
    expect(richRuns('<i>a<i>b</i>c</i>d')).toEqual([
      { text: 'abc', marks: ['i'] },
      { text: 'd', marks: [] },
    ]);
  });
});

describe('plainText', () => {
  test('a super- or subscript in Unicode’s forms where each character has one, else as written', () => {
    expect(plainText('10<sup>6</sup> PFU, CO<sub>2</sub>, H<sub>2</sub>O, x<sup>-1</sup>')).toBe(
      '10⁶ PFU, CO₂, H₂O, x⁻¹',
    );
    expect(plainText('4<sup>ème</sup> and 4<sup>e</sup>, T<sub>ab</sub>')).toBe('4ème and 4ᵉ, Tab');
  });

  test('keeps the words, drops the markup, folds white space', () => {
    expect(plainText('  <i>Escherichia\n coli</i>   phage T<sub>4</sub> ')).toBe(
      'Escherichia coli phage T₄',
    );
  });
});

describe('fromOutsideMarkup', () => {
  test("Crossref's JATS, with line breaks inside, becomes CSL markup", () => {
    expect(
      fromOutsideMarkup(
        'Lytic phages against <jats:italic>Klebsiella\n   pneumoniae</jats:italic> ST258: CO<jats:sub>2</jats:sub> &amp; <jats:sc>pH</jats:sc>',
      ),
    ).toBe(
      'Lytic phages against <i>Klebsiella pneumoniae</i> ST258: CO<sub>2</sub> & <span style="font-variant:small-caps;">pH</span>',
    );
  });

  test('HTML tags from ORCID, MathML and paragraphs', () => {
    expect(
      fromOutsideMarkup(
        '<p>A <em>B</em></p><p>C<mml:math><mml:mi>x</mml:mi><mml:mn>2</mml:mn></mml:math></p>',
      ),
    ).toBe('A <i>B</i> Cx2');
    expect(
      fromOutsideMarkup(
        '<strong>E</strong>=mc<mml:msup><mml:mn>2</mml:mn></mml:msup> <sup>a</sup>',
      ),
    ).toBe('<b>E</b>=mc2 <sup>a</sup>');
    expect(fromOutsideMarkup('&gt; &quot;x&quot; &apos;y&apos; a&nbsp;b')).toBe(`> "x" 'y' a b`);
    expect(fromOutsideMarkup('Dose &lt; 10&#8201;µg &#x3b1;-toxin &bogus;')).toBe(
      'Dose < 10 µg α-toxin &bogus;',
    );
  });

  test('tags with attributes, as JATS writes its links and formulas', () => {
    expect(
      fromOutsideMarkup(
        '<jats:italic toggle="yes">E. coli</jats:italic> (<jats:ext-link ext-link-type="uri" xlink:href="https://x.org">data</jats:ext-link>)',
      ),
    ).toBe('<i>E. coli</i> (data)');
  });

  test('a numeric entity outside Unicode is left as written; the last code point is decoded', () => {
    expect(fromOutsideMarkup('&#0; &#x110000; &#x10FFFF; &#65;')).toBe(
      '&#0; &#x110000; \u{10FFFF} A',
    );
  });

  test('a line break cannot survive, so no export line can be started by the data', () => {
    expect(fromOutsideMarkup('Evil\nER  - \r\nTY  - JOUR\u2028TI  - Injected')).toBe(
      'Evil ER - TY - JOUR TI - Injected',
    );
  });
});
