/**
 * @jest-environment node
 */
import { parseBibliography } from '../../fixtures/research/read';
import { plugins } from '@/lib/research/citation-js';
import type { Csl, CslName, WorkExtras } from '@/lib/research/csl';
import { citationFile, withNotes } from '@/lib/research/export';
import { bareDoi, httpUrl } from '@/lib/research/outside-values';
import { fromOutsideMarkup, plainText } from '@/lib/research/rich-text';
import { bibFixtures, generatedEntry, loadBibFixture } from '../../fixtures/research/bib-corpus';

const load = loadBibFixture;
const readRis = (ris: string) =>
  plugins.input.chain(ris, { forceType: '@ris/file', generateGraph: false }) as unknown as Csl[];
const lines = (text: string, pattern: RegExp) => text.split('\n').filter((l) => pattern.test(l));

type Named = CslName & { 'non-dropping-particle'?: string; 'dropping-particle'?: string };
const nameText = (n: Named) =>
  n.literal ??
  [
    [n['non-dropping-particle'], n.family].filter(Boolean).join(' '),
    [n.given, n['dropping-particle']].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
/** What a citation needs, and what RIS carries: its other fields have no RIS tag. */
const citationFacts = (item: Csl) => ({
  type: item.type,
  title: plainText(item.title ?? ''),
  author: item.author?.map(nameText),
  editor: item.type === 'book' ? item.editor?.map(nameText) : undefined,
  year: item.issued?.['date-parts']?.[0]?.[0],
  venue: plainText((item.type === 'book' ? item.publisher : item['container-title']) ?? ''),
  DOI: item.DOI,
  URL: item.URL,
});

/**
 * The work without what only this site shows (al-folio's picks, badges, awards, material and author
 * marks); a pick made with a `selected` keyword travels with the keyword.
 */
function withoutSiteFields(item: Csl): Csl {
  const { selected, abbr, award, awardName, annotation, links, ...custom }: WorkExtras =
    item.custom ?? {};
  void [abbr, award, awardName, annotation, links];
  const keyword = (item as Csl & { keyword?: string }).keyword ?? '';
  if (selected && /\bselected\b/i.test(keyword)) Object.assign(custom, { selected });
  const { custom: _, ...rest } = item;
  if (rest.author) rest.author = rest.author.map(({ _marks, ...name }) => (void _marks, name));
  return Object.keys(custom).length ? { ...rest, custom } : rest;
}

describe('every export of every fixture reads back to the same records', () => {
  test.each(bibFixtures)('%s', (name) => {
    const items = load(name);
    expect(parseBibliography(citationFile(items, 'bib'), 'export.bib')).toEqual(
      items.map(withoutSiteFields),
    );
    expect(JSON.parse(citationFile(items, 'json'))).toEqual(items);
    expect(readRis(citationFile(items, 'ris')).map(citationFacts)).toEqual(
      items.map(citationFacts),
    );
  });
});

describe('BibTeX out', () => {
  const hostile = citationFile(load('hostile.bib'), 'bib');

  test('the owner’s keys stay exactly as written', () => {
    expect(lines(hostile, /^@/)).toEqual([
      '@article{papadopoulou2021:greek,',
      '@article{ivanova-2020.cyrillic,',
      '@article{wang/2019/cjk,',
      '@article{cohen_2022_hebrew,',
      '@article{nguyen+2023+vietnamese,',
      '@article{garcia2018:accents,',
      '@article{markup2022,',
      '@article{others2021,',
      '@article{lines2020,',
      '@article{specials2019,',
      '@article{injection2019,',
      '@article{links2021,',
      '@article{datalink2021,',
      '@article{wiley1996,',
    ]);
  });

  test('a key from elsewhere that BibTeX cannot hold loses only the characters it cannot', () => {
    const items = ["o'brien:2020/x.y-z+1", 'orcid 123,{x}'].map((id) => ({
      id,
      type: 'article-journal',
      title: 'T',
    }));
    expect(lines(citationFile(items, 'bib'), /^@/)).toEqual([
      "@article{o'brien:2020/x.y-z+1,",
      '@article{orcid-123--x-,',
    ]);
  });

  test('every script is written as it is, in UTF-8', () => {
    expect(lines(hostile, /^\tauthor = /).slice(0, 6)).toEqual([
      '\tauthor = {Παπαδοπούλου, Ελένη and Γεωργίου, Νίκος},',
      '\tauthor = {Иванова, Мария Сергеевна and Петров, Алексей},',
      '\tauthor = {{王小明} and {李华} and {山田, 太郎}},',
      '\tauthor = {כהן, מרים and לוי, דוד},',
      '\tauthor = {Nguyễn, Thị Hương and Trần, Văn Đức},',
      '\tauthor = {García, José and Martínez, Iñaki and Müller, Jürgen and Østergaard, Søren and Knålmann, Åsa},',
    ]);
  });

  test('title markup is LaTeX again; special characters are escaped; "and others" stays', () => {
    expect(lines(hostile, /^\ttitle = /).slice(4, 10)).toEqual([
      '\ttitle = {Thể thực khuẩn kháng \\textit{{Klebsiella} pneumoniae} ở {Việt} {Nam}},',
      '\ttitle = {\\textit{{Escherichia} coli} phage {T₄} and λ at 37~°{C}: 10⁻³ {M}, α- and β-lactamase, {CO₂} and {H₂}{O}},',
      '\ttitle = {\\textbf{{Bold}} claims, \\textsc{{Small} {Caps}}, 4\\textsuperscript{e} édition, {PhiX174}, \\textit{emphasis} and {DNA}},',
      '\ttitle = {Many hands make light work},',
      '\ttitle = {A title broken across three lines},',
      '\ttitle = {50\\% of \\$5 phages \\& their \\#1 host: a\\_b, braces, {CD}, x\\textasciicircum{}2 and \\textasciitilde{}3},',
    ]);
    expect(lines(hostile, /and others/)).toEqual([
      '\tauthor = {Parmar, Neha and Ellery, Rowan and others},',
    ]);
  });

  test('a first word with capitals past its first letter keeps them, as al-folio owners brace it', () => {
    const titles = [
      'HoechstGAN: Virtual lymphocyte staining',
      'iPhone sensing of phage lysis',
      'DNA repair in prophages',
      'Phage therapy, revisited',
    ];
    const bib = citationFile(
      titles.map((title, i) => ({ id: `k${i}`, type: 'article-journal', title })),
      'bib',
    );
    expect(lines(bib, /^\ttitle = /)).toEqual([
      '\ttitle = {{HoechstGAN}: Virtual lymphocyte staining},',
      '\ttitle = {{iPhone} sensing of phage lysis},',
      '\ttitle = {{DNA} repair in prophages},',
      '\ttitle = {Phage therapy, revisited},',
    ]);
    expect(parseBibliography(bib, 'export.bib').map((item) => item.title)).toEqual(titles);
  });

  test('data cannot close a field or start an entry', () => {
    const item = {
      id: 'k',
      type: 'article-journal',
      title: 'Evil}, note = {injected},\n@article{forged, title = {x',
      author: [{ family: 'A}' }],
      'container-title': 'J',
      issued: { 'date-parts': [[2020]] },
    };
    const text = citationFile([item], 'bib');
    expect(lines(text, /^@/)).toEqual(['@article{k,']);
    // Read back, one work with its own fields: the braces it carried were escaped text, which the
    // reader drops as it drops an exporter's escaped markup.
    expect(parseBibliography(text, 'export.bib')).toEqual([
      {
        ...item,
        author: [{ family: 'A' }],
        title: 'Evil, note = injected, @articleforged, title = x',
      },
    ]);
  });

  test('a field that is LaTeX alone is none: the file of every work is still written', () => {
    const items = parseBibliography(
      '@inproceedings{k, author = {A, B}, year = 2020, title = {T}, booktitle = {P}, eventtitle = {{}}, note = {\\relax}}\n' +
        '@article{ok, author = {C, D}, year = 2021, title = {U}, journal = {J}}',
      'x.bib',
    );
    expect(items[0]).not.toHaveProperty('event-title');
    expect(items[0]).not.toHaveProperty('note');
    expect(lines(citationFile(items, 'bib'), /^@/)).toEqual(['@inproceedings{k,', '@article{ok,']);
  });

  test('"and others" among the editors of an edited book is kept, and written back', () => {
    const [book] = parseBibliography(
      '@book{k, editor = {Smith, John and others}, title = {Handbook}, publisher = {P}, year = 2020}',
      'x.bib',
    );
    expect(book?.custom?.others).toBe(true);
    expect(lines(citationFile([book!], 'bib'), /editor = /)).toEqual([
      '\teditor = {Smith, John and others},',
    ]);
  });

  test('an unclosed <i>, from an outside title or the file, is closed: the braces balance', () => {
    const outside = {
      id: 'k',
      type: 'article-journal',
      title: fromOutsideMarkup('The <i>E. coli</b> genome'),
      'container-title': 'J',
    };
    const [read] = parseBibliography(
      '@article{b, author = {A, B}, title = {A <i>Vibrio</i> and <b>open}, journal = {J}, year = 2020}',
      'x.bib',
    );
    expect(lines(citationFile([outside, read!], 'bib'), /title = /)).toEqual([
      '\ttitle = {The \\textit{{E}. coli genome}},',
      '\ttitle = {A \\textit{{Vibrio}} and \\textbf{open}},',
    ]);
  });

  test('an open date range, a name suffix and a list of publishers go out and read back', () => {
    const items = parseBibliography(
      '@book{h, author = {Hunt, III, H. B.}, title = {T}, publisher = {Taylor and Francis}, date = {2004-01-01/..}}',
      'x.bib',
    );
    expect(items[0]).toMatchObject({
      author: [{ family: 'Hunt', given: 'H. B.', suffix: 'III' }],
      publisher: 'Taylor and Francis',
      issued: { 'date-parts': [[2004, 1, 1]] },
    });
    for (const format of ['bib', 'ris', 'json'] as const)
      expect(citationFile(items, format)).toBeTruthy();
    expect(parseBibliography(citationFile(items, 'bib'), 'back.bib')).toEqual(items);
  });

  test('a DOI from an outside source is read in every form ORCID users enter it, as the file is', () => {
    for (const written of [
      '10.1128/JVI.01234-22',
      ' doi: 10.1128/JVI.01234-22',
      'https://doi.org/10.1128/JVI.01234-22',
      'http://dx.doi.org/10.1128/JVI.01234-22',
      'https://www.doi.org/10.1128/JVI.01234-22',
      'doi.org/10.1128/JVI.01234-22',
    ])
      expect(bareDoi(written)).toBe('10.1128/JVI.01234-22');
    // A resolver address is percent-encoded; the DOI itself is not.
    expect(bareDoi('https://doi.org/10.1002/%28SICI%291097-4636')).toBe('10.1002/(SICI)1097-4636');
    expect(bareDoi('https://example.org/10.1128/JVI.01234-22')).toBeUndefined();
    expect(bareDoi(42)).toBeUndefined();
  });

  test('a DOI or link from an outside source cannot add or split a record', () => {
    const forged = '10.1234/x}}@misc{evil,title={pwned}}';
    expect(bareDoi(forged)).toBeUndefined();
    const item = {
      id: 'k',
      type: 'article-journal',
      title: 'T',
      DOI: '10.1234/x',
      URL: httpUrl('https://example.org/a?b=}}\n@misc{evil2,title={pwned}}'),
      issued: { 'date-parts': [[2020]] },
    };
    const text = citationFile([item], 'bib');
    expect(lines(text, /^@/)).toEqual(['@article{k,']);
    const [back, ...more] = parseBibliography(text, 'export.bib');
    expect(more).toEqual([]);
    // The same address, its braces percent-encoded.
    expect(back?.URL).toBe('https://example.org/a?b=%7D%7D@misc%7Bevil2,title=%7Bpwned%7D%7D');
  });

  test('text from an outside source: one line, one space, no ligature; a blank line between entries', () => {
    const items = [
      {
        id: 'a',
        type: 'article-journal',
        title: "Lambda  \n\t phage--host ``pairs''",
        issued: { 'date-parts': [[2021]] },
      },
      { id: 'b', type: 'book', title: 'T', publisher: 'P', issued: { 'date-parts': [[2019]] } },
    ];
    expect(citationFile(items, 'bib')).toBe(
      [
        '@article{a,',
        '\tyear = {2021},',
        "\ttitle = {Lambda phage-{}-host `{}`pairs'{}'},",
        '}',
        '',
        '@book{b,',
        '\tyear = {2019},',
        '\tpublisher = {P},',
        '\ttitle = {T},',
        '}',
        '',
      ].join('\n'),
    );
  });

  test('read by classic BibTeX too: the journal under its BibTeX name, and the year', () => {
    const article = (date: number[]) => ({
      id: 'a',
      type: 'article-journal',
      title: 'T',
      'container-title': 'Phage',
      issued: { 'date-parts': [date] },
    });
    const fields = (item: Csl) =>
      lines(citationFile([item], 'bib'), /^\t(journal\w*|year|date) = /).map((l) => l.trim());
    expect(fields(article([2021]))).toEqual(['journal = {Phage},', 'year = {2021},']);
    // biblatex reads the fuller date; natbib's styles, which know no `date`, the year.
    expect(fields(article([2021, 3, 5]))).toEqual([
      'journal = {Phage},',
      'year = {2021},',
      'date = {2021-03-05},',
    ]);
    expect(fields(article([2021, 3]))).toEqual([
      'journal = {Phage},',
      'year = {2021},',
      'date = {2021-03},',
    ]);
  });

  test('a status, a genome’s accession and its related paper in biblatex’s own fields', () => {
    const text = citationFile(load('site-fields.bib'), 'bib');
    expect(lines(text, /^\t(pubstate|number|related|type|author\+an:orcid|eprint\w*) = /)).toEqual([
      '\tauthor+an:orcid = {1="0000-0002-1825-0097"},',
      '\teprint = {31234567},',
      '\teprinttype = {pubmed},',
      '\ttype = {review},',
      '\tpubstate = {Under Review},',
      '\tnumber = {MN908947.3},',
      '\trelated = {carberry2023phage},',
      '\tpubstate = {Submitted — accession pending},',
    ]);
    expect(lines(citationFile(load('biblatex-types.bib'), 'bib'), /^\tpubstate/)).toEqual([
      '\tpubstate = {inpreparation},',
    ]);
  });

  test('an arXiv preprint keeps its eprint; the owner’s entry type is written back', () => {
    const text = citationFile(load('arxiv.bib').slice(0, 1), 'bib');
    expect(text).toBe(
      [
        '@misc{ellery2023host,',
        '\tauthor = {Ellery, Rowan and Brennan, Theo and Okafor, Jide},',
        '\tyear = {2023},',
        '\ttitle = {Host range of jumbo phages across \\textit{{Pseudomonas}} clinical isolates},',
        '\turl = {https://arxiv.org/abs/2312.99871},',
        '\teprint = {2312.99871},',
        '\teprinttype = {arxiv},',
        '}',
        '',
      ].join('\n'),
    );
    // Its PubMed ID, which would be the eprint of a paper, has a field of its own.
    const withPmid = citationFile([{ ...load('arxiv.bib')[0]!, PMID: '31234567' }], 'bib');
    expect(lines(withPmid, /^\t(eprint\w*|pmid) = /)).toEqual([
      '\teprint = {2312.99871},',
      '\teprinttype = {arxiv},',
      '\tpmid = {31234567},',
    ]);
    expect(lines(citationFile(load('google-scholar.bib'), 'bib'), /^@/)).toContain(
      '@phdthesis{lindqvist2020temperate,',
    );
  });
});

describe('RIS out', () => {
  const every = bibFixtures.flatMap(load);
  const ris = citationFile(every, 'ris');

  test('one line a field: nothing wrapped, no markup, every line a tag', () => {
    expect(ris.split('\n').filter((l) => l && !/^[A-Z][A-Z0-9] {2}- /.test(l))).toEqual([]);
    expect(lines(ris, /^TY {2}- /)).toHaveLength(every.length);
    expect(lines(ris, /^ER {2}- $/)).toHaveLength(every.length);
    expect(ris).not.toMatch(/<\/?(i|b|sup|sub|span)\b/);
    expect(lines(ris, /^TI {2}- Bold/)).toEqual([
      'TI  - Bold claims, Small Caps, 4ᵉ édition, PhiX174, emphasis and DNA',
    ]);
  });

  test('data from ORCID or Crossref cannot start a record, with line breaks or at the wrap column', () => {
    const forged = [
      'Evil\nER  - \nTY  - JOUR\nTI  - Injected',
      'Evil\r\nER  - \r\nTY  - JOUR',
      `${'x'.repeat(64)}ER  - ${'y'.repeat(64)}TY  - JOUR${'z'.repeat(60)}`,
      'Evil\u2028ER  - \u0085TY  - JOUR\u000bTI  - Injected',
    ].map((title, n) => ({ id: `w${n}`, type: 'article-journal', title }));
    const text = citationFile(forged, 'ris');
    expect(lines(text, /^TY /)).toHaveLength(4);
    expect(readRis(text).map((item) => item.title)).toEqual([
      'Evil ER - TY - JOUR TI - Injected',
      'Evil ER - TY - JOUR',
      `${'x'.repeat(64)}ER - ${'y'.repeat(64)}TY - JOUR${'z'.repeat(60)}`,
      'Evil ER - TY - JOUR TI - Injected',
    ]);
  });

  test('no word or link is broken in two', () => {
    const [item] = load('hostile.bib').filter((i) => i.id === 'injection2019');
    const url = `https://example.org/${'long-path/'.repeat(12)}paper.pdf`;
    const text = citationFile([{ ...item!, URL: url }], 'ris');
    expect(lines(text, /^(TI|UR) /)).toEqual([
      'TI  - Evil ER - TY - JOUR TI - Injected and text placed so that it reaches the column where RIS wraps ER -',
      `UR  - ${url}`,
    ]);
  });

  test('an organisation as written; values trimmed; the file ends in a line break', () => {
    const item = {
      id: 'k',
      type: 'report',
      title: '\n Phage therapy guidance ',
      author: [{ literal: 'World Health Organization' }],
    };
    expect(citationFile([item], 'ris')).toBe(
      [
        'TY  - RPRT',
        'AU  - World Health Organization',
        'ID  - k',
        'TI  - Phage therapy guidance',
        'ER  - ',
        '',
      ].join('\n'),
    );
  });

  test('an identifier or link is written as it is, even one that looks like markup', () => {
    const DOI = '10.1002/(SICI)1097-4636(199706)35:4<457::AID-JBM6>3.0.CO;2-H';
    const URL = 'https://example.org/find?q=phage&amp;page=2';
    const text = citationFile([{ id: 'k', type: 'article-journal', title: 'T', DOI, URL }], 'ris');
    expect(lines(text, /^(DO|UR) /)).toEqual([`DO  - ${DOI}`, `UR  - ${URL}`]);
  });

  test('a status and a genome’s accession travel in the note', () => {
    expect(lines(citationFile(load('site-fields.bib'), 'ris'), /^N1 /)).toEqual([
      'N1  - Under Review',
      'N1  - GenBank accession MN908947.3',
      'N1  - Submitted — accession pending',
      'N1  - Kindle Edition',
    ]);
  });
});

describe('CSL-JSON out', () => {
  test('the items as they are, CSL markup kept', () => {
    const [item] = load('hostile.bib').filter((i) => i.id === 'markup2022');
    expect(JSON.parse(citationFile([item!], 'json'))).toEqual([item]);
    expect(citationFile([item!], 'json')).toContain('"title": "<b>Bold</b> claims');
  });
});

test('the note for formatted styles: status, then the note, then a genome’s accession', () => {
  const genome = {
    id: 'g',
    type: 'dataset',
    title: 'T',
    publisher: 'NCBI GenBank',
    note: 'Draft',
  };
  expect(
    [
      genome,
      { ...genome, number: 'MN908947.3', status: 'Submitted' },
      { ...genome, publisher: 'Dryad', number: '3' },
      { id: 'a', type: 'article-journal', status: 'In press' },
      // A book from NCBI's bookshelf is no genome.
      { id: 'b', type: 'book', publisher: 'NCBI' },
    ].map((item) => withNotes(item).note),
  ).toEqual([
    'Draft; GenBank accession pending',
    'Submitted; Draft; GenBank accession MN908947.3',
    'Draft',
    'In press',
    undefined,
  ]);
});

test('2,000 works go out in every format, each once', () => {
  const items = parseBibliography(
    Array.from({ length: 2000 }, (_, n) => generatedEntry(n)).join(''),
    'x.bib',
  );
  expect(lines(citationFile(items, 'bib'), /^@article\{generated-\d+,$/)).toHaveLength(2000);
  expect(lines(citationFile(items, 'ris'), /^TY {2}- JOUR$/)).toHaveLength(2000);
  expect(JSON.parse(citationFile(items, 'json'))).toHaveLength(2000);
});
