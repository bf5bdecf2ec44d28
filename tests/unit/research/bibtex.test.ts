/**
 * @jest-environment node
 */
import { readBibliography, reportText } from '@/lib/research/bibtex';
import { parseBibliography } from '../../fixtures/research/read';
import { dateParts } from '@/lib/research/outside-values';
import { growth } from '../../cpu-time';
import {
  bibFixture,
  bibFixtures,
  generatedEntry,
  loadBibFixture,
} from '../../fixtures/research/bib-corpus';

const load = loadBibFixture;
const work = (name: string, id: string) => load(name).find((item) => item.id === id);

/** Every fixture's keys, as written, in order: what loads, and what is skipped (@set, @xdata). */
const KEYS: Record<string, string[]> = {
  'ads.bib': [
    '2018ApJ...864...94E',
    '2020A&A...633A..12H',
    '2021MNRAS.500.1000L',
    '2019Natur.570..100E',
    '2022SPIE12180E..01B',
    '2020PhDT........12L',
    '2024ascl.soft02001E',
  ],
  'al-folio-example.bib': [
    'einstein1920relativity',
    'einstein1956investigations',
    'einstein1950meaning',
    'PhysRev.47.777',
    'einstein1905molekularkinetischen',
    'einstein1905movement',
    'einstein1905electrodynamics',
    'einstein1905photoelectriceffect',
    'przibram1967letters',
  ],
  'al-folio.bib': ['okafor2021cocktail', 'ellery2019crispr', 'ellery2017note'],
  'arxiv.bib': ['ellery2023host', 'haddad2024induction', 'lindqvist2006old', 'okafor2024online'],
  'better-biblatex.bib': [
    'elleryLyticBacteriophageCocktail2023',
    'haddadTemperatePhageInduction2024',
    'whoPhageTherapyLandscape2023',
    'lindqvistTemperatePhagesGut2020',
    'elleryPhagekitPhageHostRange2024',
    'elleryPlaqueImagesSpot2024',
    'okaforPhageCocktailComposition2022',
    'ncbiGenBankOverview2024',
    'vanderwaalsPhagesCapsids2019',
  ],
  'better-bibtex.bib': [
    'ellery_lytic_2023',
    'garcia_capsid_2018',
    'okafor_phage_2021',
    'ellery_host_2023',
  ],
  'bibdesk.bib': ['Ellery:2019aa', 'Whitcombe:2021ab', 'NCBI:2024aa'],
  'biblatex-types.bib': [
    'phages-handbook',
    'phages-handbook-1',
    'phages-handbook-capsids',
    'dherelle-reprint',
    'phages-handbook-errata',
    'lab-safety',
    'phage-therapy',
    'phage-therapy-history',
    'phage-therapy-foreword',
    'phagekit-manual',
    'lab-notebook',
    'phage-directory',
    'phage-coating',
    'phage-reports-special',
    'evergreen-series',
    'evergreen-2022',
    'evergreen-2022-typing',
    'evergreen-2022-induction',
    'phage-encyclopedia',
    'phage-encyclopedia-lambda',
    'amr-report',
    'brennan-msc',
    'okafor-draft',
    'phagekit',
    'spot-assay-images',
    'lab-website',
    'phage-wiki',
    'okafor-msc',
    'okafor-phd',
    'tr-plaques',
    'iso-phage',
  ],
  'calibre.bib': ['Ellery2020', 'Whitcombe2021', 'Haddad2019'],
  'endnote.bib': ['RN12', 'RN13', 'RN14', 'RN15', 'RN16'],
  'google-scholar.bib': [
    'ellery2023lytic',
    'brennan2022rapid',
    'lindqvist2020temperate',
    'whitcombe2021bacteriophages',
    'haddad2024temperate',
    'haddad2019surveillance',
    'okafor2021phage',
    'ellery2024phagekit',
  ],
  'hostile.bib': [
    'papadopoulou2021:greek',
    'ivanova-2020.cyrillic',
    'wang/2019/cjk',
    'cohen_2022_hebrew',
    'nguyen+2023+vietnamese',
    'garcia2018:accents',
    'markup2022',
    'others2021',
    'lines2020',
    'specials2019',
    'injection2019',
    'links2021',
    'datalink2021',
    'wiley1996',
  ],
  'jabref-biblatex.bib': ['Whitcombe2021', 'Okafor2021', 'PhageRep2023', 'Ellery2023'],
  'jabref.bib': ['Ellery2019', 'Brennan2022:host-range', 'Haddad2022.induction', 'Evergreen2022'],
  'mendeley.bib': ['Ellery2023', 'Haddad2024', 'Brennan2022', 'Lindqvist2020', 'Whitcombe2021'],
  'site-fields.bib': [
    'carberry2023phage',
    'carberry2024review',
    'carberry2023genome',
    'carberry2025genome',
    'carberry2020book',
    'carberry2026steering',
  ],
  'web-of-science.bib': ['WOS:000999999900001', 'WOS:000999999900002'],
  'zotero.bib': [
    'ellery_lytic_2023',
    'okafor_phage_2021',
    'whitcombe_bacteriophages_2021',
    'ncbi_phage_2022',
    'lindqvist_temperate_2020',
    'haddad_surveillance_2019',
    'brennan_rapid_2022',
  ],
};

describe('every export a reference manager writes loads, under the keys as written', () => {
  test('the corpus has one file per reference manager and shape', () => {
    expect(bibFixtures).toEqual(Object.keys(KEYS));
  });

  test.each(bibFixtures)('%s', (name) => {
    const items = load(name);
    expect(items.map((item) => item.id)).toEqual(KEYS[name]);
    // Each work has a title and a year, but for the DOI-only entry Crossref fills in.
    const shown = items.filter((item) => item.id !== 'carberry2026steering');
    expect(shown.filter((item) => !item.title || !item.issued?.['date-parts']?.[0]?.[0])).toEqual(
      [],
    );
  });
});

describe('each reference manager’s export reads right', () => {
  const ellery = { given: 'Rowan', family: 'Ellery' };
  const okafor = { given: 'Jide', family: 'Okafor' };
  const lindqvist = { given: 'Maja', family: 'Lindqvist' };

  test('Zotero: markup, month macro, note, urldate', () => {
    expect(work('zotero.bib', 'ellery_lytic_2023')).toEqual({
      id: 'ellery_lytic_2023',
      type: 'article-journal',
      title:
        'Lytic bacteriophage cocktail reduces <i>Pseudomonas aeruginosa</i> biofilm biomass on catheter-grade silicone',
      author: [ellery, okafor, lindqvist],
      'container-title': 'Clinical Microbiology & Phage Reports',
      issued: { 'date-parts': [[2023, 4]] },
      accessed: { 'date-parts': [[2024, 1, 15]] },
      abstract:
        'Three lytic phages were combined into a cocktail and tested against 24-hour biofilms.',
      volume: '12',
      issue: '4',
      page: 'e0142-e0151',
      ISSN: '2045-0000',
      keyword: 'bacteriophage,biofilm,phage therapy',
      language: 'en',
      note: 'Publisher: Phage Reports Press',
      DOI: '10.5555/cmpr.2023.0142',
      URL: 'https://doi.org/10.5555/cmpr.2023.0142',
    });
    // Zotero writes <sub> as $_{\textrm{…}}$.
    expect(work('zotero.bib', 'lindqvist_temperate_2020')?.title).toBe(
      'Temperate phages of the CO₂-fixing gut microbiota',
    );
  });

  test('Better BibLaTeX: ORCID annotation, PubMed eprint, case protection, \\mkbibquote', () => {
    expect(work('better-biblatex.bib', 'elleryLyticBacteriophageCocktail2023')).toMatchObject({
      title: 'Lytic Bacteriophage Cocktail Reduces <i>Pseudomonas Aeruginosa</i> Biofilm Biomass',
      author: [{ ...ellery, _orcid: '0000-0002-1825-0097' }, okafor, lindqvist],
      issued: { 'date-parts': [[2023, 4, 12]] },
      'container-title-short': 'Clin. Microbiol. Phage Rep.',
      PMID: '37000001',
    });
    expect(work('better-biblatex.bib', 'haddadTemperatePhageInduction2024')).toMatchObject({
      title: 'Temperate Phage Induction after SOS Response: CO<sub>2</sub> and “Stress”',
      PMID: '38000002',
      status: 'Submitted',
    });
    expect(work('better-biblatex.bib', 'vanderwaalsPhagesCapsids2019')?.author).toEqual([
      { given: 'Johannes D.', family: 'van der Waals' },
      { given: 'Ludwig van', family: 'Beethoven' },
    ]);
  });

  test('Better BibTeX (ASCII): accents, math and case protection', () => {
    expect(work('better-bibtex.bib', 'garcia_capsid_2018')).toMatchObject({
      title: 'Capsid Assembly of the λ-like Phage ΦX: A Mössbauer Study',
      author: [
        { family: 'García', given: 'José' },
        { family: 'Müller', given: 'Jürgen' },
        { family: 'Østergaard', given: 'Søren' },
        { family: 'Dvořák', given: 'Jiří' },
      ],
    });
  });

  test('Mendeley: escaped underscores in DOI and URL, PubMed id, arXiv id on an article', () => {
    expect(work('mendeley.bib', 'Ellery2023')).toMatchObject({
      title:
        'Lytic bacteriophage cocktail reduces Pseudomonas aeruginosa biofilm biomass on catheter-grade silicone',
      'container-title': 'Clinical Microbiology & Phage Reports',
      DOI: '10.5555/cmpr_2023_0142',
      URL: 'http://dx.doi.org/10.5555/cmpr_2023_0142',
      PMID: '37000001',
    });
    expect(work('mendeley.bib', 'Haddad2024')).toMatchObject({
      URL: 'https://www.biorxiv.org/content/early/2024/01/02/phage_induction_2024',
      custom: { arxiv: '2401.99872' },
    });
    expect(work('mendeley.bib', 'Brennan2022')?.URL).toBe(
      'https://meeting.example.org/2022/papers/host_range_typing.pdf',
    );
  });

  test('JabRef: @string macros joined with #, and crossref children inheriting', () => {
    expect(work('jabref.bib', 'Ellery2019')).toMatchObject({
      'container-title': 'Journal of Bacteriology',
      issued: { 'date-parts': [[2019, 6]] },
    });
    expect(work('jabref.bib', 'Brennan2022:host-range')).toEqual({
      id: 'Brennan2022:host-range',
      type: 'paper-conference',
      title: 'Rapid host-range typing by spot assay imaging',
      author: [
        { given: 'Theo', family: 'Brennan' },
        { given: 'Rowan', family: 'Ellery' },
      ],
      editor: [{ given: 'Dana', family: 'Whitcombe' }],
      'container-title': 'Proceedings of the Evergreen Phage Meeting 2022',
      issued: { 'date-parts': [[2022]] },
      page: '33-41',
      publisher: 'Evergreen Press',
      'publisher-place': 'Lisbon, Portugal',
    });
    expect(work('jabref-biblatex.bib', 'Okafor2021')).toMatchObject({
      type: 'chapter',
      'container-title': 'Bacteriophages: Methods and Protocols',
      editor: [
        { given: 'Dana', family: 'Whitcombe' },
        { given: 'Luis', family: 'Arriaga' },
      ],
      issued: { 'date-parts': [[2021]] },
      custom: { entryType: 'incollection' },
    });
    expect(work('jabref-biblatex.bib', 'Ellery2023')).toMatchObject({
      'container-title': 'Clinical Microbiology & Phage Reports',
      volume: '12',
    });
  });

  test('Google Scholar: "and others" is et al., an arXiv preprint as a journal', () => {
    expect(work('google-scholar.bib', 'ellery2023lytic')).toMatchObject({
      author: [ellery, okafor, lindqvist, { given: 'Neha', family: 'Parmar' }],
      custom: { others: true },
    });
    expect(work('google-scholar.bib', 'haddad2024temperate')).toMatchObject({
      URL: 'https://arxiv.org/abs/2401.99872',
      custom: { arxiv: '2401.99872' },
    });
  });

  test('Web of Science: double braces, upper-case fields, "MAY 1"', () => {
    expect(work('web-of-science.bib', 'WOS:000999999900001')).toMatchObject({
      title:
        'Lytic bacteriophage cocktail reduces Pseudomonas aeruginosa biofilm biomass on catheter-grade silicone',
      issued: { 'date-parts': [[2018, 5, 1]] },
      DOI: '10.5555/fmicb.2018.00001',
      volume: '9',
      abstract:
        'Three lytic phages were combined into a cocktail and tested against 24-hour biofilms of carbapenem-resistant clinical isolates.',
    });
  });

  test('arXiv: @misc with eprint and archivePrefix, old identifiers, biblatex @online', () => {
    expect(load('arxiv.bib').map(({ type, URL, custom }) => ({ type, URL, custom }))).toEqual([
      {
        type: 'document',
        URL: 'https://arxiv.org/abs/2312.99871',
        custom: { arxiv: '2312.99871' },
      },
      {
        type: 'document',
        URL: 'https://arxiv.org/abs/2401.99872v2',
        custom: { arxiv: '2401.99872v2' },
      },
      {
        type: 'document',
        URL: 'https://arxiv.org/abs/q-bio/0601999',
        custom: { arxiv: 'q-bio/0601999' },
      },
      {
        type: 'webpage',
        URL: 'https://arxiv.org/abs/2403.99873',
        custom: { arxiv: '2403.99873' },
      },
    ]);
  });

  test('NASA ADS: journal macros, "and others" and "and et al.", adsurl, math', () => {
    expect(work('ads.bib', '2018ApJ...864...94E')).toEqual({
      id: '2018ApJ...864...94E',
      type: 'article-journal',
      title: 'Phage-like particles in interstellar dust? A null result at 10⁻³ M<sub>⊙</sub>',
      author: [ellery, { given: 'J.', family: 'Okafor' }, { given: 'M.', family: 'Lindqvist' }],
      'container-title': 'The Astrophysical Journal',
      issued: { 'date-parts': [[2018, 9]] },
      keyword: 'astrobiology,dust,Astrophysics - Earth and Planetary Astrophysics',
      volume: '864',
      issue: '1',
      number: '94',
      page: '94',
      DOI: '10.5555/1538-4357/aad595',
      URL: 'https://ui.adsabs.harvard.edu/abs/2018ApJ...864...94E',
      custom: { arxiv: '1804.99819', others: true },
    });
    expect(load('ads.bib').map((item) => item['container-title'])).toEqual([
      'The Astrophysical Journal',
      'Astronomy and Astrophysics',
      'Monthly Notices of the Royal Astronomical Society',
      'Nature',
      'Space Telescopes and Instrumentation 2022',
      undefined,
      undefined,
    ]);
    expect(work('ads.bib', '2020A&A...633A..12H')).toMatchObject({
      title:
        'Organic molecules in cometary comae: a search for nucleotide precursors with the λ 3 mm band',
      author: [
        { given: 'S.', family: 'Haddad' },
        { given: 'T.', family: 'Brennan' },
      ],
      custom: { others: true },
    });
  });

  test('EndNote: the first http(s) address of several in url', () => {
    expect(work('endnote.bib', 'RN12')).toMatchObject({
      URL: 'https://doi.org/10.5555/cmpr.2023.0142',
      genre: 'Journal Article',
    });
    expect(work('endnote.bib', 'RN13')).toMatchObject({
      type: 'chapter',
      'container-title': 'Bacteriophages: Methods and Protocols',
    });
  });

  test('BibDesk: Bdsk-Url-1 is the link, a macro journal, \\url in howpublished', () => {
    expect(work('bibdesk.bib', 'Ellery:2019aa')).toMatchObject({
      'container-title': 'Journal of Bacteriology',
      issued: { 'date-parts': [[2019, 6]] },
      URL: 'https://doi.org/10.5555/JB.00101-19',
    });
    expect(work('bibdesk.bib', 'NCBI:2024aa')).toMatchObject({
      author: [{ family: 'National Center for Biotechnology Information' }],
      URL: 'https://www.ncbi.nlm.nih.gov/genbank/',
    });
  });

  test('Calibre: a @preamble first, quoted values, a key after a space', () => {
    expect(work('calibre.bib', 'Ellery2020')).toEqual({
      id: 'Ellery2020',
      type: 'book',
      title: 'Tiny Hunters: Bacteriophages and the Future of Fighting Infection',
      author: [ellery],
      publisher: 'Evergreen Press',
      issued: { 'date-parts': [[2020, 2]] },
      ISBN: '978-0-00-000000-3',
      note: "A short history of phage therapy, from d'Herelle to the clinic.",
    });
  });

  test('biblatex: every entry type, with what CSL has no type for kept', () => {
    const kinds = load('biblatex-types.bib').map(({ id, type, custom }) => [
      id,
      type,
      custom?.entryType,
    ]);
    expect(kinds).toEqual([
      ['phages-handbook', 'book', 'mvbook'],
      ['phages-handbook-1', 'book', undefined],
      ['phages-handbook-capsids', 'chapter', undefined],
      ['dherelle-reprint', 'book', 'bookinbook'],
      ['phages-handbook-errata', 'document', 'suppbook'],
      ['lab-safety', 'book', 'booklet'],
      ['phage-therapy', 'book', 'collection'],
      ['phage-therapy-history', 'chapter', 'incollection'],
      ['phage-therapy-foreword', 'document', 'suppcollection'],
      ['phagekit-manual', 'report', 'manual'],
      ['lab-notebook', 'document', undefined],
      ['phage-directory', 'webpage', undefined],
      ['phage-coating', 'patent', undefined],
      ['phage-reports-special', 'periodical', undefined],
      ['evergreen-series', 'book', 'mvproceedings'],
      ['evergreen-2022', 'book', 'proceedings'],
      ['evergreen-2022-typing', 'paper-conference', undefined],
      ['evergreen-2022-induction', 'paper-conference', 'conference'],
      ['phage-encyclopedia', 'book', 'reference'],
      ['phage-encyclopedia-lambda', 'entry-encyclopedia', undefined],
      ['amr-report', 'report', undefined],
      ['brennan-msc', 'thesis', undefined],
      ['okafor-draft', 'manuscript', undefined],
      ['phagekit', 'software', undefined],
      ['spot-assay-images', 'dataset', undefined],
      ['lab-website', 'webpage', 'electronic'],
      ['phage-wiki', 'webpage', 'www'],
      ['okafor-msc', 'thesis', 'mastersthesis'],
      ['okafor-phd', 'thesis', 'phdthesis'],
      ['tr-plaques', 'report', 'techreport'],
      ['iso-phage', 'standard', undefined],
    ]);
  });

  test('biblatex inheritance: mvbook → book → inbook, and @xdata', () => {
    expect(work('biblatex-types.bib', 'phages-handbook-capsids')).toEqual({
      id: 'phages-handbook-capsids',
      type: 'chapter',
      title: 'Icosahedral Capsids',
      author: [ellery],
      editor: [{ given: 'Dana', family: 'Whitcombe' }],
      'container-title': 'The Phage Handbook',
      issued: { 'date-parts': [[2019]] },
      volume: '1',
      'number-of-volumes': '2',
      page: '1-40',
      publisher: 'Evergreen Press',
      'publisher-place': 'Lisbon',
    });
    expect(work('biblatex-types.bib', 'evergreen-2022-typing')).toMatchObject({
      'event-title': '24th Evergreen Phage Meeting',
      'event-place': 'Lisbon',
      editor: [{ given: 'Dana', family: 'Whitcombe' }],
    });
    expect(work('biblatex-types.bib', 'okafor-draft')).toMatchObject({
      status: 'In preparation',
      note: 'Manuscript in preparation',
    });
  });

  test('inheritance, as biber does it: a book’s author is a chapter’s too, its short title and a magazine’s subtype are not', () => {
    const read = readBibliography(
      '@book{b, author = {Ellery, Rowan}, title = {Phages}, shorttitle = {Ph}, ids = {old}, year = 2020, publisher = {P}}\n' +
        '@inbook{c, crossref = {b}, title = {Chapter}}\n' +
        '@mvbook{mv, author = {Whitcombe, Dana}, title = {Handbook}, year = 2019}\n' +
        '@inbook{c2, crossref = {mv}, title = {Volumes}}\n' +
        '@xdata{x1, publisher = {Evergreen}}\n@xdata{x2, location = {Leeds}}\n' +
        '@book{k, author = {A, B}, title = {T}, year = 2021, xdata = { x1 , x2 }}\n' +
        '@periodical{p, title = {Phage World}, entrysubtype = {magazine}, editor = {E, F}, year = 2020}\n' +
        '@article{m, crossref = {p}, title = {A}, author = {A, B}}',
      'x.bib',
    );
    const rowan = [{ given: 'Rowan', family: 'Ellery' }];
    expect(read.items.find((item) => item.id === 'c')).toEqual({
      id: 'c',
      type: 'chapter',
      title: 'Chapter',
      author: rowan,
      'container-author': rowan,
      'container-title': 'Phages',
      issued: { 'date-parts': [[2020]] },
      publisher: 'P',
    });
    const dana = [{ given: 'Dana', family: 'Whitcombe' }];
    expect(read.items.find((item) => item.id === 'c2')).toMatchObject({
      author: dana,
      'container-author': dana,
    });
    expect(read.items.find((item) => item.id === 'k')).toMatchObject({
      publisher: 'Evergreen',
      'publisher-place': 'Leeds',
    });
    // A magazine's subtype is its own: an article in it is still an article.
    expect(read.items.find((item) => item.id === 'm')).toMatchObject({
      type: 'article-journal',
      'container-title': 'Phage World',
    });
    expect(read.items.find((item) => item.id === 'm')).not.toHaveProperty('genre');
    expect(read.reports).toEqual([]);
  });

  test('a crossref loop is followed once; only an entry naming itself is reported', () => {
    const read = readBibliography(
      '@misc{a, crossref = {b}, title = {A}, author = {A, B}, year = 2020}\n' +
        '@misc{b, crossref = {a}, note = {From b}, author = {C, D}, year = 2021, title = {B}}\n' +
        '@misc{s, crossref = {s}, title = {S}, author = {E, F}, year = 2022}',
      'x.bib',
    );
    expect(read.items.map((item) => [item.id, item.note])).toEqual([
      ['a', 'From b'],
      ['b', 'From b'],
      ['s', undefined],
    ]);
    expect(read.reports).toEqual([
      'x.bib:3: entry "s": crossref "s" leads back to this entry: not followed',
    ]);
  });

  test('the site’s own fields: ORCID iD, PubMed id, review, genome accession and related paper', () => {
    expect(load('site-fields.bib')).toEqual([
      {
        id: 'carberry2023phage',
        type: 'article-journal',
        title: 'Phage cocktails against biofilms',
        author: [
          { given: 'Josiah', family: 'Carberry', _orcid: '0000-0002-1825-0097' },
          { given: 'Jide', family: 'Okafor' },
        ],
        'container-title': 'Journal of Phage Research',
        issued: { 'date-parts': [[2023]] },
        abstract: 'A fixture.',
        DOI: '10.1000/182',
        PMID: '31234567',
        URL: 'https://example.org/articles/42',
      },
      {
        id: 'carberry2024review',
        type: 'article-journal',
        title: 'Phage therapy, a review',
        author: [{ given: 'Josiah', family: 'Carberry' }],
        'container-title': 'Journal of Phage Research',
        issued: { 'date-parts': [[2024, 5]] },
        genre: 'review',
        status: 'Under Review',
      },
      {
        id: 'carberry2023genome',
        type: 'dataset',
        title: 'Complete genome sequence of phage Fx-01',
        publisher: 'NCBI GenBank',
        issued: { 'date-parts': [[2024]] },
        number: 'MN908947.3',
        DOI: '10.5061/dryad.example',
        custom: { related: 'carberry2023phage' },
      },
      {
        id: 'carberry2025genome',
        type: 'dataset',
        title: 'Draft genome sequence of phage Fx-02',
        publisher: 'NCBI GenBank',
        issued: { 'date-parts': [[2025]] },
        status: 'Submitted — accession pending',
      },
      {
        id: 'carberry2020book',
        type: 'book',
        title: 'Tiny Hunters',
        author: [{ given: 'Josiah', family: 'Carberry' }],
        editor: [
          { given: 'Dana', family: 'Whitcombe' },
          { given: 'Luis', family: 'Arriaga' },
        ],
        issued: { 'date-parts': [[2020, 2]] },
        note: 'Kindle Edition',
      },
      { id: 'carberry2026steering', type: 'article-journal', DOI: '10.5555/phage.2026.001' },
    ]);
  });
});

describe('text reads right', () => {
  const hostile = (id: string) => work('hostile.bib', id);

  test('any script, in titles and names, NFC', () => {
    const scripts = load('hostile.bib').slice(0, 5);
    expect(scripts.map(({ title, author }) => [title, author])).toEqual([
      [
        'Βακτηριοφάγοι στο θαλάσσιο περιβάλλον',
        [
          { family: 'Παπαδοπούλου', given: 'Ελένη' },
          { family: 'Γεωργίου', given: 'Νίκος' },
        ],
      ],
      [
        'Бактериофаги <i>Pseudomonas aeruginosa</i> в клинике',
        [
          { family: 'Иванова', given: 'Мария Сергеевна' },
          { family: 'Петров', given: 'Алексей' },
        ],
      ],
      [
        '噬菌体治疗耐药菌感染的研究进展',
        [{ family: '王小明' }, { family: '李华' }, { family: '山田, 太郎' }],
      ],
      [
        'בקטריופאגים כטיפול באנטיביוטיקה עמידה',
        [
          { family: 'כהן', given: 'מרים' },
          { family: 'לוי', given: 'דוד' },
        ],
      ],
      [
        'Thể thực khuẩn kháng <i>Klebsiella pneumoniae</i> ở Việt Nam',
        [
          { family: 'Nguyễn', given: 'Thị Hương' },
          { family: 'Trần', given: 'Văn Đức' },
        ],
      ],
    ]);
    const text = JSON.stringify(scripts);
    expect(text).toBe(text.normalize('NFC'));
  });

  test('accents on a dotless \\i, \\aa, \\O; math, sub- and superscripts, degrees', () => {
    expect(hostile('garcia2018:accents')).toMatchObject({
      title:
        '<i>Escherichia coli</i> phage T₄ and λ at 37\u00a0°C: 10⁻³ M, α- and β-lactamase, CO₂ and H₂O',
      author: [
        { given: 'José', family: 'García' },
        { given: 'Iñaki', family: 'Martínez' },
        { given: 'Jürgen', family: 'Müller' },
        { given: 'Søren', family: 'Østergaard' },
        { given: 'Åsa', family: 'Knålmann' },
      ],
      'container-title': 'Revista de Fagós',
    });
    // A symbol run into its word is one unknown command to TeX, the symbol to a reader; a dotless j
    // under an accent is a j; `\@` marks a sentence's end to TeX and is nothing to a reader.
    const [item] = parseBibliography(
      '@misc{k, author = {A, B}, year = 2020, title = {An \\AAngstr\\"om-scale \\oeuvre, \\^{\\j}, ' +
        'RNA\\@. Phage \\(\\lambda\\) \\[x\\] \\xspace lysis}}',
      'x.bib',
    );
    expect(item?.title).toBe('An Ångström-scale œuvre, ĵ, RNA. Phage λ x lysis');
  });

  test('a braced special character in a name has its letter’s case, as BibTeX reads it', () => {
    const [item] = parseBibliography(
      '@misc{k, year = 2020, title = {T}, author = {{\\\'E}mile Zola and {\\"{O}}zlem T{\\"u}reci and ' +
        "{\\AA}sa Berg and {\\O}ystein Ore and {\\c C}elik, Ay{\\c{s}}e and Garc{\\'{\\i}}a, Jos{\\'e} and " +
        "{{\\'E}cole Normale Sup{\\'e}rieure}}}",
      'x.bib',
    );
    expect(item?.author).toEqual([
      { given: 'Émile', family: 'Zola' },
      { given: 'Özlem', family: 'Türeci' },
      { given: 'Åsa', family: 'Berg' },
      { given: 'Øystein', family: 'Ore' },
      { given: 'Ayşe', family: 'Çelik' },
      { given: 'José', family: 'García' },
      { family: 'École Normale Supérieure' },
    ]);
  });

  test('a command citation-js does not know prints its argument; § † ‡ ¶ and ‘quotes’ are read', () => {
    const titles = [
      'Reduction of \\ce{CO2} by \\acs{DNA} in $\\mathbb{R}^n$ and $\\hat{x}$',
      '{\\large Big} and \\lowercase{small}: $\\operatorname{sinc}$',
      '\\lq Phage\\rq{} lysis, \\S{}3, \\P 2\\dag{} and\\ddag',
    ];
    const read = parseBibliography(
      titles.map((t, n) => `@misc{k${n}, author = {A, B}, year = 2020, title = {${t}}}`).join('\n'),
      'x.bib',
    );
    expect(read.map((item) => item.title)).toEqual([
      'Reduction of CO2 by DNA in Rⁿ and x',
      'Big and small: sinc',
      '‘Phage’ lysis, §3, ¶2† and‡',
    ]);
  });

  test('bold, small caps, superscript, \\mbox, \\em and \\NoCaseChange as CSL markup or text', () => {
    expect(hostile('markup2022')?.title).toBe(
      '<b>Bold</b> claims, <span style="font-variant:small-caps;">Small Caps</span>, 4<sup>e</sup> édition, PhiX174, <i>emphasis</i> and DNA',
    );
  });

  test('"and others" is no person: the list ends in et al.', () => {
    expect(hostile('others2021')).toMatchObject({
      author: [
        { given: 'Neha', family: 'Parmar' },
        { given: 'Rowan', family: 'Ellery' },
      ],
      editor: [{ given: 'Dana', family: 'Whitcombe' }],
      custom: { others: true },
    });
  });

  test('"and others" ends only a list of names; a type every object knows is a document; links are http(s), arXiv ids real', () => {
    const read = readBibliography(
      '@misc{a, author = {A, B and others}, year = 2020, title = {Lysins, capsids and others}}\n' +
        '@constructor{b, author = {A, B}, year = 2020, title = {T}}\n' +
        '@toString{c, author = {A, B}, year = 2020, title = {T}}\n' +
        '@misc{d, author = {A, B}, year = 2020, title = {T}, howpublished = {\\url{ftp://example.org/x}}}\n' +
        '@misc{e, author = {A, B}, year = 2020, title = {T}, howpublished = {\\url{https://example.org/x}}}\n' +
        '@article{f, author = {A, B}, year = 2020, title = {T}, journal = {arXiv preprint arXiv:tbd}}\n' +
        '@article{g, author = {A, B}, year = 2020, title = {T}, journal = {Annals of Phages, Series B,}}',
      'x.bib',
    );
    expect(read.items.map((item) => [item.id, item.type, item.title, item.URL])).toEqual([
      ['a', 'document', 'Lysins, capsids and others', undefined],
      ['b', 'document', 'T', undefined],
      ['c', 'document', 'T', undefined],
      ['d', 'document', 'T', undefined],
      ['e', 'document', 'T', 'https://example.org/x'],
      ['f', 'article-journal', 'T', undefined],
      ['g', 'article-journal', 'T', undefined],
    ]);
    // Only the comma a layout leaves at the end goes.
    expect(read.items.at(-1)?.['container-title']).toBe('Annals of Phages, Series B');
    expect(read.reports).toEqual([]);
  });

  test('an accent over nothing is the accent alone: `\\~{}` in an old address is a tilde', () => {
    const [item] = parseBibliography(
      '@misc{k, author = {Munaf\\u A\\k{}, M. R.}, year = 2005, title = {' +
        '\\`{} \\\'{} \\^{} \\"{ } \\~{} \\={} \\.{} \\u{} \\v{} \\H{} \\r{} \\c{} \\k{} x\\b{}\\d{}\\t{}}, ' +
        'howpublished = {www.example.org/\\~{}okafor/{\\~{}}phages}}',
      'x.bib',
    );
    expect(item).toMatchObject({
      author: [{ family: 'MunafĂ˛', given: 'M. R.' }],
      title: '` ´ ^ ¨ ~ ¯ ˙ ˘ ˇ ˝ ˚ ¸ ˛ x',
      publisher: 'www.example.org/~okafor/~phages',
    });
  });

  test('line breaks inside fields are spaces', () => {
    expect(hostile('lines2020')).toMatchObject({
      title: 'A title broken across three lines',
      author: [
        { given: 'Rowan', family: 'Ellery' },
        { given: 'Jide', family: 'Okafor' },
      ],
      'container-title': 'Journal of Line Breaks',
      abstract: 'First paragraph. Second paragraph, after a blank line.',
    });
  });

  test('LaTeX special characters are text; escaped braces, markup in exports, are dropped', () => {
    expect(hostile('specials2019')?.title).toBe(
      '50% of $5 phages & their #1 host: a_b, braces, CD, x^2 and ~3',
    );
    // Mendeley keeps ProQuest's "Dissertations &amp; Theses" as HTML.
    const [item] = parseBibliography(
      '@misc{k, author = {A, B}, note = {Source type: Dissertations &amp; Theses}, title = {Phages &amp; hosts}}',
      'x.bib',
    );
    expect([item?.title, item?.note]).toEqual([
      'Phages & hosts',
      'Source type: Dissertations & Theses',
    ]);
  });

  test('only http(s) links: javascript: and data: are dropped', () => {
    expect(hostile('links2021')).not.toHaveProperty('URL');
    expect(hostile('datalink2021')).not.toHaveProperty('URL');
    expect(hostile('links2021')?.DOI).toBe('10.5555/links.2021');
  });

  test('\\enquote and its starred form are quotation marks', () => {
    const [item] = parseBibliography(
      '@misc{q, author = {A, B}, title = {\\enquote*{Phage} \\enquote{therapy}}, year = 2020}',
      'x.bib',
    );
    expect(item?.title).toBe('“Phage” “therapy”');
  });

  test('a status keyword reads as words; free text is kept as written', () => {
    const states = [
      'inpress',
      'submitted',
      'forthcoming',
      'inpreparation',
      'prepublished',
      'Under Review',
    ];
    const text = states
      .map(
        (s, i) =>
          `@unpublished{s${i}, author = {A, B}, title = {T}, date = {2020}, pubstate = {${s}}}`,
      )
      .join('\n');
    expect(parseBibliography(text, 'x.bib').map((item) => item.status)).toEqual([
      'In press',
      'Submitted',
      'Forthcoming',
      'In preparation',
      'Pre-published',
      'Under Review',
    ]);
  });
  test('a PubMed id as biblatex writes it: eprint with eprinttype pubmed, or PMID, in any case', () => {
    const entry = (type: string, id: string) =>
      `@article{k${id}, author = {A, B}, year = 2020, title = {T}, journal = {J}, eprint = {${id}}, eprinttype = {${type}}}`;
    const read = readBibliography(
      [entry('pubmed', '37000001'), entry('PMID', '37000002')].join('\n'),
      'x.bib',
    );
    expect(read.items.map((item) => [item.PMID, item.custom?.arxiv])).toEqual([
      ['37000001', undefined],
      ['37000002', undefined],
    ]);
    expect(read.reports).toEqual([]);
  });

  test('a value with spaces around it reads as biber reads it, without them; TeX’s `\\ ` stays', () => {
    const entry = (pad: string, key: number) =>
      `@article{k${key}, author = {${pad}A, B${pad}}, year = {${pad}2020${pad}}, journal = {${pad}J${pad}}, ` +
      `title = {${pad}T\\ ${pad}}, pubstate = {${pad}inpress${pad}}, pmid = {${pad}37000001${pad}}, ` +
      `eprint = {${pad}37000002${pad}}, eprinttype = {${pad}PubMed${pad}}}`;
    const read = readBibliography(['', '  ', '\n\t'].map(entry).join('\n'), 'x.bib');
    expect(
      read.items.map(({ id, author, title, status, PMID }) => [id, author, title, status, PMID]),
    ).toEqual(
      ['k0', 'k1', 'k2'].map((id) => [
        id,
        [{ family: 'A', given: 'B' }],
        'T',
        'In press',
        '37000002',
      ]),
    );
    expect(read.reports).toEqual([]);
  });
});

describe('DOIs in every form are the bare DOI', () => {
  const doiOf = (doi: string) => parseBibliography(`@article{k, doi = {${doi}}}`, 'x.bib')[0]?.DOI;

  test.each([
    ['10.1000/182', '10.1000/182'],
    ['https://doi.org/10.1000/182', '10.1000/182'],
    ['http://dx.doi.org/10.1000/182', '10.1000/182'],
    ['doi:10.1000/182', '10.1000/182'],
    ['DOI: 10.1000/182', '10.1000/182'],
    ['{10.1016/j.cell.2022.11.017}', '10.1016/j.cell.2022.11.017'],
    ['10.1207/s15327051hci0702\\_1', '10.1207/s15327051hci0702_1'],
    ['10.1207/s15327051hci0702{\\_}1', '10.1207/s15327051hci0702_1'],
    [
      '10.1002/(SICI)1097-4636(199602)30:2<173::AID-JBM6>3.0.CO;2-R',
      '10.1002/(SICI)1097-4636(199602)30:2<173::AID-JBM6>3.0.CO;2-R',
    ],
    [
      'https://doi.org/10.1002/(SICI)1097-4636(199602)30:2%3C173::AID-JBM6%3E3.0.CO;2-R',
      '10.1002/(SICI)1097-4636(199602)30:2<173::AID-JBM6>3.0.CO;2-R',
    ],
    ['10.1000.10/123456', '10.1000.10/123456'],
  ])('%s', (written, bare) => {
    expect(doiOf(written)).toBe(bare);
  });

  test('Web of Science double braces', () => {
    const [item] = parseBibliography(
      '@article{ WOS:1,\nAuthor = {A, B},\nTitle = {{T}},\nJournal = {{J}},\nYear = {{2018}},\nDOI = {{10.1016/j.cell.2022.11.017}},\n}',
      'x.bib',
    );
    expect(item).toMatchObject({
      DOI: '10.1016/j.cell.2022.11.017',
      issued: { 'date-parts': [[2018]] },
    });
  });
});

describe('a broken entry is repaired or left out, and reported at its file, line and key', () => {
  /** Each broken fixture: the works it loads (key, title, year) and its reports, as printed. */
  test.each([
    [
      'article-no-journal.bib',
      [['ellery2023', 'Host range', 2023]],
      ['1: entry "ellery2023": missing journaltitle (or journal)'],
    ],
    [
      'book-no-author.bib',
      [['whitcombe2021', 'Bacteriophages', 2021]],
      ['1: entry "whitcombe2021": missing author (or editor)'],
    ],
    [
      'dataset-no-organization.bib',
      [['genome2024', 'Complete genome sequence of phage Rr-KC01', 2024]],
      ['1: entry "genome2024": missing author (or editor, organization, institution, publisher)'],
    ],
    [
      'duplicate-key.bib',
      [
        ['ellery2023', 'One', 2023],
        ['ellery2023-2', 'Two', 2023],
      ],
      [
        '8: entry "ellery2023": the key is used twice (first on line 1): this one is kept as "ellery2023-2"',
      ],
    ],
    [
      'field-twice.bib',
      [['ellery2023', 'Host range', 2023]],
      ['6: entry "ellery2023": field "title" is given twice: the first is kept'],
    ],
    [
      'keyless-mendeley.bib',
      [
        ['Ellery2023', 'Phages in the gut', 2023],
        ['okafor2022entry', 'An entry Mendeley wrote without a key', 2022],
      ],
      ['7: entry with no key (@article): missing key: given the key "okafor2022entry"'],
    ],
    [
      'latex-in-field.bib',
      [
        ['ellery2023', 'Fine', 2023],
        ['okafor2022', 'Phages of Klebsiella', 2022],
      ],
      [
        '12: entry "okafor2022": field "title" is not valid LaTeX: expected "{", found text at "Klebsiella": read as plain text',
      ],
    ],
    [
      'malformed-accession.bib',
      [['genome2024', 'Complete genome sequence of phage Rr-KC01', 2024]],
      ['5: entry "genome2024": malformed accession "pending": dropped'],
    ],
    [
      'malformed-arxiv.bib',
      [['ellery2023', 'Host range', 2023]],
      ['5: entry "ellery2023": malformed arXiv eprint "see the PDF": dropped'],
    ],
    [
      'malformed-doi.bib',
      [['ellery2023', 'One', 2023]],
      ['6: entry "ellery2023": malformed doi "https://doi.org/not-a-doi": dropped'],
    ],
    [
      'malformed-pubmed.bib',
      [['ellery2023', 'Host range', 2023]],
      ['7: entry "ellery2023": malformed PubMed id "PMC1234567": dropped'],
    ],
    [
      'missing-comma.bib',
      [['brennan2022', 'Plaque imaging', undefined]],
      [
        '3: entry "brennan2022": missing "," after field "title": the rest of the entry is skipped',
        '1: entry "brennan2022": missing date (or year): listed as undated; missing journaltitle (or journal)',
      ],
    ],
    [
      'missing-crossref.bib',
      [['brennan2022', 'Plaque imaging', undefined]],
      [
        '4: entry "brennan2022": crossref "evergreen2022" names no entry in the file: not followed',
        '1: entry "brennan2022": missing date (or year): listed as undated',
      ],
    ],
    [
      'parenthesised-entries.bib',
      [
        ['ellery2019', 'Receptor-binding proteins (and their tails)', 2019],
        ['whitcombe2021', 'Bacteriophages', 2021],
        ['okafor2022', 'Depolymerases', undefined],
      ],
      ['24: entry "okafor2022": missing date (or year): listed as undated'],
    ],
    [
      'preamble-first.bib',
      [['haddad2020', 'Prophages first', 2020]],
      ['4: entry "haddad2020": missing author'],
    ],
    [
      'unclosed-brace.bib',
      [
        ['brennan2022', 'Plaque imaging', 2022],
        ['haddad2020', 'Prophages', 2020],
      ],
      [
        '3: entry "brennan2022": field "title" has a "{" that is not closed (its value ran on to line 6): it ends at line 3',
      ],
    ],
    [
      'unclosed-entry.bib',
      [['brennan2022', 'Plaque imaging', 2022]],
      ['1: entry "brennan2022": "}" missing: the entry ends at the end of the file'],
    ],
    [
      'unclosed-math.bib',
      [['lindqvist2021', 'The repressor', 2021]],
      [
        '5: entry "lindqvist2021": field "title" is not valid LaTeX: a "$" is not closed: read as plain text',
      ],
    ],
    [
      'typing-slips.bib',
      [
        ['ellery2023', 'Untitled', undefined],
        ['haddad2020', 'Untitled', undefined],
        ['brennan2021', 'Untitled', undefined],
        ['lindqvist2021', 'Untitled', undefined],
        ['whitcombe2021', 'Bacteriophages', 2021],
        ['chen2024', 'Untitled', undefined],
      ],
      [
        '4: @string: field "jb" has no value (found "}"): the rest of it is skipped',
        '6: @preamble: "}" missing: skipped up to the next entry',
        '10: entry "ellery2023": field "title" has no value (found ","): the rest of the entry is skipped',
        '16: entry "okafor2022": expected "," after the key, found "author  = {Okafor, J": the entry is skipped',
        '23: entry "haddad2020": expected "=" after "title", found "{Prophages},": the rest of the entry is skipped',
        '28: entry "brennan2021": expected a field name, found ",": the rest of the entry is skipped',
        '35: entry "lindqvist2021": field "title": """ is not closed before the next entry (line 39): the rest of the entry is skipped',
        '46: entry "cut2020": "}" missing: the entry ends at the next entry (line 48)',
        '50: entry "chen2024": field "title": """ is not closed before the end of the file: the rest of the entry is skipped',
        '8: entry "ellery2023": missing title: shown as "Untitled"; missing date (or year): listed as undated; missing journaltitle (or journal)',
        '15: entry "okafor2022": nothing to show (no title, no author): the entry is left out',
        '21: entry "haddad2020": missing title: shown as "Untitled"; missing date (or year): listed as undated; missing journaltitle (or journal)',
        '27: entry "brennan2021": missing title: shown as "Untitled"; missing date (or year): listed as undated; missing journaltitle (or journal)',
        '33: entry "lindqvist2021": missing title: shown as "Untitled"; missing date (or year): listed as undated; missing journaltitle (or journal)',
        '46: entry "cut2020": nothing to show (no title, no author): the entry is left out',
        '48: entry "chen2024": missing title: shown as "Untitled"; missing date (or year): listed as undated; missing journaltitle (or journal)',
      ],
    ],
    [
      'undefined-macro.bib',
      [['ellery2019', 'Receptors', 2019]],
      [
        '6: entry "ellery2019": field "journal" uses "jbacteriol", which no @string defines: kept as written',
      ],
    ],
    [
      'unmatched-brace.bib',
      [['ellery2019', 'Receptors and tails', 2019]],
      ['3: entry "ellery2019": field "title" has an unmatched "}": dropped'],
    ],
    [
      'year-not-date.bib',
      [['ellery2025', 'Host range', undefined]],
      ['1: entry "ellery2025": year "in press" is not a date: listed as "In press", undated'],
    ],
  ])('%s', (name, works, reports) => {
    const { file, text } = bibFixture(`broken/${name}`);
    const read = readBibliography(text, file);
    expect(
      read.items.map((item) => [item.id, item.title, item.issued?.['date-parts']?.[0]?.[0]]),
    ).toEqual(works);
    expect(read.reports).toEqual(reports.map((line) => `${file}:${line}`));
  });

  test('a command cut off at the end of a value is named as such, not as an open "$"', () => {
    const read = readBibliography(
      '@misc{a, author = {A, B}, year = 2020, title = {Phages \\textbf}}\n' +
        '@misc{b, author = {A, B}, year = 2020, title = {Lysis \\begin{x} y}}',
      'x.bib',
    );
    expect(read.items.map((item) => item.title)).toEqual(['Phages', 'Lysis x y']);
    expect(read.reports).toEqual([
      'x.bib:1: entry "a": field "title" is not valid LaTeX: expected "{", found the end of the value: read as plain text',
      'x.bib:2: entry "b": field "title" is not valid LaTeX: expected text, found the end of the value: read as plain text',
    ]);
  });

  test('a value citation-js cannot read even as plain text is dropped, the work kept (Better BibTeX’s fixtures)', () => {
    const read = readBibliography(
      '@book{simpson_0397,\n  title = {Cool Book 0397},\n  author = {Simpson, Lisa},\n  date = {../2004-01-01}\n}\n' +
        '@audio{bishop2024,\n  title = {Unfinished Business},\n  author = {Bishop, Todd Joel and Hamren, Liz},\n' +
        '  author+an:role = {1=host,2=producer},\n  date = {2024-01-13}\n}\n',
      'x.bib',
    );
    expect(
      read.items.map((item) => [item.id, item.title, item.issued, item.author?.length]),
    ).toEqual([
      ['simpson_0397', 'Cool Book 0397', undefined, 1],
      ['bishop2024', 'Unfinished Business', { 'date-parts': [[2024, 1, 13]] }, 2],
    ]);
    expect(read.reports).toEqual([
      'x.bib:4: entry "simpson_0397": field "date" cannot be read (Failed to convert date to issued): dropped',
      'x.bib:9: entry "bishop2024": field "author+an:role" cannot be read (expected "text", got "itemCount" at line 0 col 7): dropped',
      'x.bib:1: entry "simpson_0397": date "../2004-01-01" is not a date: listed as undated',
    ]);
  });

  test('a malformed identifier is dropped, the work kept; a status year becomes its status', () => {
    const read = (name: string) => readBibliography(bibFixture(`broken/${name}`).text, name);
    expect(read('malformed-doi.bib').items[0]).not.toHaveProperty('DOI');
    expect(read('malformed-pubmed.bib').items[0]).not.toHaveProperty('PMID');
    // A PubMed id in its own field is reported at that field's line.
    expect(
      readBibliography('@article{k,\n  author = {A, B},\n  pmid = {PMC1234567}\n}', 'x.bib')
        .reports[0],
    ).toBe('x.bib:3: entry "k": malformed PubMed id "PMC1234567": dropped');
    expect(read('malformed-accession.bib').items[0]).not.toHaveProperty('number');
    expect(read('malformed-arxiv.bib').items[0]?.custom?.arxiv).toBeUndefined();
    expect(read('year-not-date.bib').items[0]).toMatchObject({ status: 'In press' });
    expect(read('year-not-date.bib').items[0]).not.toHaveProperty('issued');
    expect(read('undefined-macro.bib').items[0]).toMatchObject({ 'container-title': 'jbacteriol' });
  });

  test('a made-up key is stable: the same entry gets the same key wherever it stands', () => {
    const keyless =
      '@article{,\n author = {Okafor, Jide},\n title = {{An entry without a key}},\n year = {2022}\n}\n';
    const other = '@misc{a, title = {A}, author = {B, C}, year = 2020}\n';
    const key = (text: string) => readBibliography(text, 'x.bib').items.at(-1)?.id;
    expect(key(keyless)).toBe('okafor2022entry');
    expect(key(other + other.replace('{a,', '{b,') + keyless)).toBe('okafor2022entry');
    // With nothing to make a key of, a hash of the entry's text: the same text, the same key.
    const bare = '@misc{, note = {Seen at the conference}}';
    expect(key(bare)).toMatch(/^misc-[0-9a-z]+$/);
    expect(key(`${other}${bare}`)).toBe(key(bare));
  });

  test.each([
    [
      'author = {{\\"O}zt{\\"u}rk, Ay{\\c{s}}e and Okafor, Jide}, year = {2021}, title = {\\emph{Klebsiella} phages}',
      'ozturk2021klebsiella',
    ],
    [
      'author = {Maja Lindqvist and Jide Okafor}, date = {2019-04}, year = {2020}, title = {Gut phages within hosts}',
      'lindqvist2019phages',
    ],
    [
      'editor = {Öztürk, Ayşe}, year = 2022, title = {About the phages with which we live}',
      'ozturk2022phages',
    ],
    ['author = {Haddad, Lina}, title = {Within hosts}', 'haddadwithin'],
    ['author = {Haddad, Lina}, year = {2024}, title = {Ligand binding}', 'haddad2024ligand'],
    // Letters no accent can be taken off are written in Latin letters, as Better BibTeX does.
    ['author = {Møller, Jens and Voß, Anna}, year = 2023, title = {Æther}', 'moller2023aether'],
    ['author = {M{\\o}ller, Jens}, year = 2023, title = {{\\AE}ther}', 'moller2023aether'],
    ['author = {耿秀萍}, year = 2011, title = {噬菌体疗法}', 'gengxiuping2011shijuntiliaofa'],
  ])('a made-up key as reference managers make one: %s', (fields, key) => {
    expect(readBibliography(`@misc{,\n ${fields}\n}\n`, 'x.bib').items[0]?.id).toBe(key);
  });

  test('a key used again and again: each later one is kept under the next free number', () => {
    const entry = (key: string, title: string) =>
      `@misc{${key}, author = {A, B}, year = 2020, title = {${title}}}\n`;
    const read = readBibliography(
      entry('k', 'One') + entry('k-2', 'Two') + entry('k', 'Three') + entry('k', 'Four'),
      'x.bib',
    );
    expect(read.items.map((item) => [item.id, item.title])).toEqual([
      ['k', 'One'],
      ['k-2', 'Two'],
      ['k-3', 'Three'],
      ['k-4', 'Four'],
    ]);
    expect(read.reports).toEqual([
      'x.bib:3: entry "k": the key is used twice (first on line 1): this one is kept as "k-3"',
      'x.bib:4: entry "k": the key is used twice (first on line 1): this one is kept as "k-4"',
    ]);
  });

  test('a key too short to tell works apart is a hash of the entry: different entries, different keys', () => {
    const keys = ['', ', note = {A}', ', note = {B}'].map(
      (more) => readBibliography(`@misc{, author = {Wang, Li}${more}}`, 'x.bib').items[0]?.id,
    );
    keys.forEach((key) => expect(key).toMatch(/^misc-[0-9a-z]+$/));
    expect(new Set(keys).size).toBe(3);
  });

  test('a year no work can carry leaves it undated, as ORCID’s and Crossref’s do', () => {
    const read = readBibliography(
      '@misc{typo, title = {T}, author = {A, B}, year = {1000}}\n@misc{fine, title = {F}, author = {A, B}, year = {1887}}',
      'x.bib',
    );
    expect(read.items.map((item) => item.issued?.['date-parts']?.[0]?.[0])).toEqual([
      undefined,
      1887,
    ]);
    expect(read.reports).toEqual([
      'x.bib:1: entry "typo": year "1000" is not a plausible year (1665 to five years ahead): listed as undated',
    ]);
    expect(dateParts([1000, 1, 1])).toBeUndefined();
    expect(dateParts([new Date().getUTCFullYear() + 6])).toBeUndefined();
    expect(dateParts([2024, 13, 40])).toEqual({ 'date-parts': [[2024]] });
  });

  test('a month past December or a day past the 31st is none, as in ORCID’s and Crossref’s dates', () => {
    const read = readBibliography(
      '@misc{m, title = {T}, author = {A, B}, year = {2020}, month = {13}}\n@misc{d, title = {T}, author = {A, B}, date = {2021-02-40}}',
      'x.bib',
    );
    expect(read.items.map((item) => item.issued)).toEqual([
      dateParts([2020, 13]),
      dateParts([2021, 2, 40]),
    ]);
    expect(read.items.map((item) => item.issued)).toEqual([
      { 'date-parts': [[2020]] },
      { 'date-parts': [[2021, 2]] },
    ]);
  });

  test('only an entry with nothing to show is left out', () => {
    const read = readBibliography(
      '@misc{empty, year = {2020}}\n@misc{noted, note = {A poster}, year = {2021}}\n@article{bare, author = {Ellery, Rowan}}',
      'x.bib',
    );
    expect(read.items.map((item) => [item.id, item.title])).toEqual([
      ['noted', 'A poster'],
      ['bare', 'Untitled'],
    ]);
    expect(read.reports).toEqual([
      'x.bib:1: entry "empty": nothing to show (no title, no author): the entry is left out',
      'x.bib:2: entry "noted": missing title: shown as "A poster"; missing author (or editor, organization, institution, publisher)',
      'x.bib:3: entry "bare": missing title: shown as "Untitled"; missing date (or year): listed as undated; missing journaltitle (or journal)',
    ]);
  });

  test('an article with an arXiv id and no journal is a preprint, not missing its journal', () => {
    // As Better BibTeX and arXiv's own export write a preprint filed as @article.
    const read = readBibliography(
      '@article{Li2020, author = {Li, Wei}, title = {T}, year = 2020,\n' +
        '  eprint = {2003.05580}, eprinttype = {arXiv}}\n' +
        '@article{Wu2020, author = {Wu, Ann}, title = {U}, year = 2020}',
      'x.bib',
    );
    expect(read.items[0]).toMatchObject({ custom: { arxiv: '2003.05580' } });
    expect(read.reports).toEqual(['x.bib:3: entry "Wu2020": missing journaltitle (or journal)']);
  });

  test('entries on one line; % in a value; @ in a comment line or in free text', () => {
    const text =
      '% me@example.org wrote @article{not, this}\n' +
      '@article{a, author = {A, B}, title = {50% off}, journal = {J}, year = 2020} ' +
      '@book{b, editor = {E, F}, title = {B}, year = 2021} mail a@b.org @misc{c, author={C, D}, ' +
      'title={C}, year=2022}';
    expect(parseBibliography(text, 'x.bib').map((item) => [item.id, item.title])).toEqual([
      ['a', '50% off'],
      ['b', 'B'],
      ['c', 'C'],
    ]);
  });

  test('a DOI alone is a complete entry', () => {
    expect(readBibliography('@article{k2026,\n  doi = {10.5555/x.1},\n}\n', 'x.bib')).toEqual({
      items: [{ id: 'k2026', type: 'article-journal', DOI: '10.5555/x.1' }],
      reports: [],
    });
  });

  test('a report quotes a value as typed, without the spaces around it', () => {
    const read = readBibliography(
      '@article{k, author = {A, B}, journal = {J}, title = {T},\n  date = { 1000 },\n' +
        '  doi = { not-a-doi },\n  eprint = { see the PDF }, archiveprefix = { arXiv },\n' +
        '  pdf = { paper.pdf }, selected = { yes }, abbr = { Nature }}',
      'x.bib',
    );
    expect(read.items[0]?.custom).toEqual({ selected: true, abbr: 'Nature' });
    expect(read.reports).toEqual([
      'x.bib:3: entry "k": malformed doi "not-a-doi": dropped',
      'x.bib:4: entry "k": malformed arXiv eprint "see the PDF": dropped',
      'x.bib:5: entry "k": pdf "paper.pdf" is neither a web address nor a file in public/papers: left out',
      'x.bib:1: entry "k": date "1000" is not a plausible year (1665 to five years ahead): listed as undated',
    ]);
  });

  test('what citation-js cannot parse as LaTeX is named in its words (Better BibTeX’s escape test)', () => {
    const read = readBibliography(
      '@article{BibTeXEscapeTest1,\n  title = {\\textbackslash\\textbackslash\\{\\}: \\\\{}}\n}',
      'x.bib',
    );
    expect(read.reports[0]).toBe(
      'x.bib:2: entry "BibTeXEscapeTest1": field "title" is not valid LaTeX: invalid syntax at line 0 col 8: read as plain text',
    );
  });
});

describe('long and many values', () => {
  test('a 60,000-character title loads whole', () => {
    const [item] = parseBibliography(generatedEntry(1, 10_000), 'x.bib');
    expect(item?.title).toBe(`<i>Pseudomonas</i> phage CO₂ ${'lysis '.repeat(10_000).trim()}`);
  });

  test('the cost of a title grows with its length, not its square', () => {
    // A square is ~100×.
    const read = (words: number) => parseBibliography(generatedEntry(1, words), 'x.bib');
    expect(growth(read, 1_600, 16_000, 40)).toBeLessThan(40);
  });

  test('a long run of white space costs its length, not its square', () => {
    // An author list and values never closed, each with a run of n spaces or line breaks.
    const read = (n: number) => {
      readBibliography(
        `@article{a, author = {Smith, J. and${' '.repeat(n)}Doe, J. and others}, year = 2020}`,
      );
      readBibliography(`@misc{b, author = {A, B}, year = 2020, note = {x${'\n'.repeat(n)}`);
      // A brace never closed, then a run of spaces that is not the value's end.
      readBibliography(`@misc{c, title = {a${' '.repeat(n)}b\n  author = {A, B}, year = 2020}`);
    };
    expect(growth(read, 4_000, 40_000, 40)).toBeLessThan(40);
  });

  test('al-folio’s Markdown and author marks cost a value’s length, not its square', () => {
    // Marks and brackets never closed, a run of marks inside a name, spaces around a line break.
    const read = (n: number) =>
      readBibliography(
        `@article{a, author = {A${'*'.repeat(n)}b*, B}, title = {T}, journal = {J}, year = 2020,\n` +
          `  award = {${'*a '.repeat(n)}${'['.repeat(n)}${'**a '.repeat(n)}},\n` +
          `  annotation = {*${' '.repeat(n)}x<br>}}`,
      );
    expect(growth(read, 3_000, 30_000, 40)).toBeLessThan(40);
  });

  test('2,000 entries load, every one', () => {
    const text = Array.from({ length: 2000 }, (_, n) => generatedEntry(n)).join('');
    const items = parseBibliography(text, 'x.bib');
    expect(items).toHaveLength(2000);
    expect(items[1999]).toMatchObject({
      id: 'generated-1999',
      title:
        '<i>Pseudomonas</i> phage CO₂ lysis lysis lysis lysis lysis lysis lysis lysis lysis lysis',
      author: [
        { given: 'Rowan', family: 'Ellery' },
        { given: 'Jide', family: 'Okafor' },
        { given: 'José', family: 'García' },
      ],
      issued: { 'date-parts': [[2024]] },
    });
  });
});

describe('npm run research:check, the owner’s look before publishing', () => {
  const { spawnSync } =
    jest.requireActual<typeof import('node:child_process')>('node:child_process');
  const { mkdtempSync, mkdirSync, rmSync, writeFileSync } =
    jest.requireActual<typeof import('node:fs')>('node:fs');
  const { join } = jest.requireActual<typeof import('node:path')>('node:path');
  const { tmpdir } = jest.requireActual<typeof import('node:os')>('node:os');

  const root = process.cwd();

  /** `script` run as package.json runs a script, in a folder holding `bib` as the publications file. */
  function runIn(bib: string, script: string, env: Record<string, string> = {}) {
    const dir = mkdtempSync(join(tmpdir(), 'research-check-'));
    try {
      mkdirSync(join(dir, 'content/research'), { recursive: true });
      writeFileSync(join(dir, 'content/research/publications.bib'), bib);
      writeFileSync(join(dir, 'run.ts'), script);
      return spawnSync(
        process.execPath,
        [join(root, 'node_modules/jiti/lib/jiti-cli.mjs'), join(dir, 'run.ts')],
        { cwd: dir, encoding: 'utf8', env: { ...process.env, ...env } },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const check = (bib: string, env?: Record<string, string>) =>
    runIn(bib, `import ${JSON.stringify(join(root, 'scripts/research-check.ts'))};\n`, env);
  /** next.config.ts as `next build` loads it, with the settings a build needs and no CMS. */
  const build = (bib: string, env?: Record<string, string>) =>
    runIn(
      bib,
      `import nextConfigFor from ${JSON.stringify(join(root, 'next.config.ts'))};\n` +
        `void nextConfigFor('phase-production-build');\n`,
      {
        NEXT_PUBLIC_SITE_URL: 'https://example.org',
        RESEARCH_STRICT: '',
        RESEARCH_REPORTED: '',
        ...env,
      },
    );
  const broken = `${bibFixture('broken/keyless-mendeley.bib').text}\n@misc{empty, year = {2020}}\n`;

  test('lists every report and the works loaded; exits 0, or 1 with RESEARCH_STRICT=1', () => {
    const run = check(broken);
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n')).toEqual([
      'content/research/publications.bib: 2 notes on what was repaired or left out (every other entry loaded as written):',
      '- content/research/publications.bib:7: entry with no key (@article): missing key: given the key "okafor2022entry"',
      '- content/research/publications.bib:14: entry "empty": nothing to show (no title, no author): the entry is left out',
      '2 works loaded.',
      '',
    ]);
    expect(check(broken, { RESEARCH_STRICT: '1' }).status).toBe(1);
  });

  test('the build prints the first 20 and how many more; RESEARCH_STRICT=1 stops it', () => {
    const slips = Array.from({ length: 23 }, (_, n) => `@misc{k${n + 1}, year = {2020}}`).join(
      '\n',
    );
    const line = (n: number) =>
      `- content/research/publications.bib:${n}: entry "k${n}": nothing to show (no title, no author): the entry is left out`;
    const listed = [
      'content/research/publications.bib: 23 notes on what was repaired or left out (every other entry loaded as written):',
      ...Array.from({ length: 20 }, (_, n) => line(n + 1)),
      '… and 3 more: `npm run research:check` lists them all.',
    ];
    const warned = build(slips);
    expect(warned.status).toBe(0);
    expect(warned.stderr.split('\n')).toEqual(['', ...listed, '', '']);
    const stopped = build(slips, { RESEARCH_STRICT: '1' });
    expect(stopped.status).toBe(1);
    expect(stopped.stderr.split('\n')).toEqual([
      '',
      'The build stopped:',
      `- ${listed[0]}`,
      ...listed.slice(1),
      'RESEARCH_STRICT=1 stops the build on any of these.',
      '',
      '',
    ]);
    const twenty = build(slips.split('\n').slice(0, 20).join('\n'));
    expect(twenty.stderr.split('\n')).toEqual([
      '',
      listed[0]!.replace('23', '20'),
      ...listed.slice(1, -1),
      '',
      '',
    ]);
    expect(reportText(['x.bib:1: a slip'])).toBe(
      'content/research/publications.bib: 1 note on what was repaired or left out (every other entry loaded as written):\n- x.bib:1: a slip',
    );
    expect(build(generatedEntry(1), { RESEARCH_STRICT: '1' })).toMatchObject({
      status: 0,
      stderr: '',
    });
  });

  test('a file that loads as written: exit 0, even when strict', () => {
    const run = check(generatedEntry(1), { RESEARCH_STRICT: '1' });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('Every entry loaded as written.\n1 work loaded.\n');
  });
});
