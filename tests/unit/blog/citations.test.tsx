import { render, screen, within } from '@testing-library/react';
import { PostBody } from '@/components/blog/portable-text';
import { block, span } from './blocks';
import { ReferenceList } from '@/components/blog/references';
import {
  citationTarget,
  citationTargets,
  numberCitations,
  workFinder,
  type CitationTarget,
} from '@/lib/blog/citations';
import type { Reference } from '@/lib/blog/references';
import { citationsOf } from '@/lib/research/citations';
import type { Csl } from '@/lib/research/csl';
import { fileBibliography } from '@/lib/research/publications';
import { citationReference } from '@/lib/seo/json-ld';
import { growth } from '../../cpu-time';
import { citationProblem } from '@/studio/src/schemaTypes/objects/rules';

/** The bundled record's works, and one outside work with a DOI, as Crossref fills one in. */
const record = fileBibliography();
const lytic = record.find((w) => w.id === 'ellery2023lytic')!;
const klebsiella = record.find((w) => w.id === 'genome2025klebsiella')!;
const outside: Csl = {
  id: '10.5555/jumbo.2026',
  type: 'article-journal',
  DOI: '10.5555/jumbo.2026',
  title: 'Jumbo phages of <i>Pseudomonas</i>; a survey',
  // A person with ORCID's documented example iD, and an organisation.
  author: [
    { family: 'Okafor', given: 'Jide', _orcid: '0000-0002-1825-0097' },
    { literal: 'Phage Genomics Consortium' },
  ],
  'container-title': 'Journal of Phage Research',
  issued: { 'date-parts': [[2026, 3, 5]] },
};
const resolve = workFinder([...record, outside]);

type Mark = { _type: string; _key: string; [field: string]: unknown };
const paragraph = (children: ReturnType<typeof span>[], markDefs: Mark[]) =>
  block(children, { markDefs });
const cite = (key: string, fields: Record<string, unknown>): Mark => ({
  _type: 'citation',
  _key: key,
  ...fields,
});

/** Two paragraphs citing the lytic paper twice, the genome once and an outside DOI once. */
const body = [
  paragraph(
    [
      span('Phage cocktails clear biofilms', ['c1']),
      span(' and '),
      span('depolymerases open them', ['c2']),
      span('.'),
    ],
    [cite('c2', { key: 'genome2025klebsiella' }), cite('c1', { key: 'ellery2023lytic' })],
  ),
  paragraph(
    [
      span('Again the cocktail', ['c3']),
      span(', then '),
      span('jumbo phages', ['c4']),
      span(', then '),
      span('an unknown work', ['c5']),
      span('.'),
    ],
    [
      cite('c3', { key: 'Ellery2023Lytic' }),
      cite('c4', { doi: 'https://doi.org/10.5555/JUMBO.2026' }),
      cite('c5', { key: 'nobody2031nothing' }),
      cite('unused', { key: 'genome2024rhizobium' }),
    ],
  ),
];

describe('what a citation mark names', () => {
  it('is exactly one well-formed key or DOI; a doi.org link or doi: reads as its DOI', () => {
    expect(citationTarget({ key: ' ellery2023lytic ' })).toEqual({ key: 'ellery2023lytic' });
    expect(citationTarget({ key: 'Smith:2020a', doi: '' })).toEqual({ key: 'Smith:2020a' });
    expect(citationTarget({ doi: 'https://doi.org/10.1016/j.cell.2022.11.017' })).toEqual({
      doi: '10.1016/j.cell.2022.11.017',
    });
    expect(citationTarget({ doi: 'doi:10.5555/x', key: null })).toEqual({ doi: '10.5555/x' });
  });

  it.each([
    ['neither', {}],
    ['both', { key: 'ellery2023lytic', doi: '10.5555/x' }],
    ['a key with a space', { key: 'ellery 2023' }],
    ['a key with a brace', { key: 'ellery}2023' }],
    ['a DOI that is no DOI', { doi: '10.5555' }],
    ['a script for a DOI', { doi: 'javascript:alert(1)' }],
    ['a number for a key', { key: 2023 }],
    ['an object for a DOI', { doi: { toString: (): string => '10.5555/x' } }],
  ])('names nothing for %s', (_, mark) => {
    expect(citationTarget(mark)).toBeNull();
  });

  it('the Studio refuses what the site cannot resolve, in words', () => {
    expect(citationProblem({ key: 'ellery2023lytic' })).toBe(true);
    expect(citationProblem({ doi: 'https://doi.org/10.1016/j.cell.2022.11.017' })).toBe(true);
    expect(citationProblem({})).toBe("Give the work's key or its DOI.");
    expect(citationProblem({ key: 'a', doi: '10.5555/x' })).toBe(
      'Give the key or the DOI, not both.',
    );
    expect(citationProblem({ key: 'ellery 2023' })).toMatch(/^A key has no spaces/);
    expect(citationProblem({ doi: 'ellery2023lytic' })).toMatch(
      /^Not a DOI: it starts with "10\."/,
    );
  });
});

describe('finding a cited work', () => {
  it('takes a key as written before its other case, and the first of works sharing a DOI', () => {
    const work = (id: string, DOI?: string): Csl => ({ id, type: 'article-journal', DOI });
    const find = workFinder([
      work('smith2020', '10.5555/Shared'),
      work('Smith2020', '10.5555/shared'),
      work('jones2021'),
    ]);
    expect(find({ key: 'Smith2020' })?.id).toBe('Smith2020');
    expect(find({ key: 'smith2020' })?.id).toBe('smith2020');
    expect(find({ key: 'JONES2021' })?.id).toBe('jones2021');
    expect(find({ doi: '10.5555/SHARED' })?.id).toBe('smith2020');
    expect(find({ key: 'nobody' })).toBeUndefined();
  });
});

describe('numbering an article’s citations', () => {
  it('numbers works in the order the text first cites them, once each, keys and DOIs alike', () => {
    const targets: CitationTarget[] = citationTargets(body);
    expect(targets).toEqual([
      { key: 'ellery2023lytic' },
      { key: 'genome2025klebsiella' },
      { key: 'Ellery2023Lytic' },
      { doi: '10.5555/JUMBO.2026' },
      { key: 'nobody2031nothing' },
    ]);
    const { cited, body: numbered } = numberCitations(body, resolve);
    expect(cited.map((c) => [c.number, c.work.id])).toEqual([
      [1, 'ellery2023lytic'],
      [2, 'genome2025klebsiella'],
      [3, '10.5555/jumbo.2026'],
    ]);
    const marks = numbered.flatMap((b) => (b as { markDefs: Mark[] }).markDefs);
    expect(marks).toEqual([
      { _type: 'citation', _key: 'c2', number: 2, occurrence: 1, inLink: false },
      { _type: 'citation', _key: 'c1', number: 1, occurrence: 1, inLink: false },
      { _type: 'citation', _key: 'c3', number: 1, occurrence: 2, inLink: false },
      { _type: 'citation', _key: 'c4', number: 3, occurrence: 1, inLink: false },
      // Unresolved or unused: only the type and key are left, so the passage is plain text.
      { _type: 'citation', _key: 'c5' },
      { _type: 'citation', _key: 'unused' },
    ]);
  });

  it('reads a span an API write left without marks as unmarked', () => {
    const bare = { _type: 'span', _key: 's0', text: 'Plain, then ' };
    const { cited } = numberCitations(
      [paragraph([bare as never, span('cited', ['c'])], [cite('c', { key: 'ellery2023lytic' })])],
      resolve,
    );
    expect(cited.map((c) => c.work.id)).toEqual(['ellery2023lytic']);
  });

  it('drops a number stored in the CMS, and never links a marker from inside a link', () => {
    const { body: numbered } = numberCitations(
      [
        paragraph(
          [span('forged', ['f']), span(' and '), span('linked', ['l', 'k'])],
          [
            cite('f', { key: 'no such key', number: 7, occurrence: 1, inLink: false }),
            cite('k', { key: 'ellery2023lytic', number: 9 }),
            { _type: 'link', _key: 'l', href: 'https://example.org' },
          ],
        ),
      ],
      resolve,
    );
    expect((numbered[0] as { markDefs: Mark[] }).markDefs).toEqual([
      { _type: 'citation', _key: 'f' },
      { _type: 'citation', _key: 'k', number: 1, occurrence: 1, inLink: true },
      { _type: 'link', _key: 'l', href: 'https://example.org' },
    ]);
  });
});

describe('an article with citations', () => {
  // Portable Text warns about marks it has no component for; none are expected here.
  beforeEach(() => void jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('marks each cited passage with its number, linking to its reference', () => {
    const { container } = render(<PostBody body={numberCitations(body, resolve).body} />);
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs[0]).toHaveTextContent(
      'Phage cocktails clear biofilms[1] and depolymerases open them[2].',
    );
    expect(paragraphs[1]).toHaveTextContent(
      'Again the cocktail[1], then jumbo phages[3], then an unknown work.',
    );
    const markers = screen.getAllByRole('link');
    expect(markers.map((a) => [a.textContent, a.id, a.getAttribute('href')])).toEqual([
      ['[1]', 'cite_1', '#ref_1'],
      ['[2]', 'cite_2', '#ref_2'],
      ['[1]', 'cite_1_2', '#ref_1'],
      ['[3]', 'cite_3', '#ref_3'],
    ]);
    expect(screen.getByRole('link', { name: 'Reference 3' }).parentElement!.tagName).toBe('SUP');
    // The unknown work's passage is its text alone.
    expect(container.querySelectorAll('sup')).toHaveLength(4);
  });

  it('numbers a cited passage inside a link without a second link: an anchor to come back to', () => {
    const linked = paragraph(
      [span('see ', ['l']), span('a linked claim', ['l', 'k'])],
      [
        cite('k', { key: 'ellery2023lytic' }),
        { _type: 'link', _key: 'l', href: 'https://example.org/claim' },
      ],
    );
    const { container } = render(<PostBody body={numberCitations([linked], resolve).body} />);
    const [link, ...others] = container.querySelectorAll('a');
    expect(others).toHaveLength(0);
    expect(link).toHaveTextContent(/^see a linked claim\[1\] \(opens in a new tab\)$/);
    expect(link!.querySelector('sup')!.innerHTML).toBe('<span id="cite_1">[1]</span>');
  });

  it('renders a citation mark holding no count as plain text, whatever it holds', () => {
    const hostile = paragraph(
      [
        span('a script', ['s']),
        span(' a fraction', ['x']),
        span(' a zero', ['z']),
        span(' a key alone', ['k']),
      ],
      [
        cite('s', { number: '1"><script>alert(1)</script>', occurrence: 1 }),
        cite('x', { number: 1.5, occurrence: 1 }),
        cite('z', { number: 0, occurrence: 1 }),
        // Not numbered by the article: a key it could not resolve.
        cite('k', { key: 'ellery2023lytic' }),
      ],
    );
    const { container } = render(<PostBody body={[hostile]} />);
    expect(container.querySelector('p')).toHaveTextContent(
      /^a script a fraction a zero a key alone$/,
    );
    expect(container.querySelectorAll('sup, a, script')).toHaveLength(0);
  });

  it('lists the references in APA with DOI links, each linking back to its first citation', () => {
    const references: Reference[] = numberCitations(body, resolve).cited.map((c) => ({
      ...c,
      apa: citationsOf(c.work).apa,
    }));
    render(<ReferenceList references={references} />);
    const list = screen.getByRole('region', { name: 'References' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.id)).toEqual(['ref_1', 'ref_2', 'ref_3']);
    expect(items.map((li) => li.textContent)).toEqual([
      'Ellery, R., Okafor, J., & Lindqvist, M. (2023). Lytic bacteriophage cocktail reduces Pseudomonas aeruginosa biofilm biomass on catheter-grade silicone in vitro. Clinical Microbiology & Phage Reports. In the publication list ↩',
      'Draft genome sequence of Klebsiella pneumoniae phage Kp-KC07. (2025). [Dataset]. NCBI GenBank. In the publication list ↩',
      'Okafor, J. & Phage Genomics Consortium. (2026). Jumbo phages of Pseudomonas; a survey. Journal of Phage Research. https://doi.org/10.5555/jumbo.2026 (opens in a new tab) ↩',
    ]);
    const doi = within(items[2]!).getByRole('link', { name: /^https:\/\/doi\.org\// });
    expect(doi).toHaveAttribute('href', 'https://doi.org/10.5555/jumbo.2026');
    expect(doi).toHaveAttribute('target', '_blank');
    // Printed once: its text is its address.
    expect(doi).toHaveAttribute('data-print-plain', '');
    expect(
      within(list)
        .getAllByRole('link', { name: /^Back to citation/ })
        .map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]),
    ).toEqual([
      ['Back to citation 1 in the text', '#cite_1'],
      ['Back to citation 2 in the text', '#cite_2'],
      ['Back to citation 3 in the text', '#cite_3'],
    ]);
    // Neither the record's works nor their references invent a DOI: a work of the record without
    // one leads to its entry in the publication list.
    expect(within(items[0]!).queryByRole('link', { name: /doi\.org/ })).toBeNull();
    expect(
      within(list)
        .getAllByRole('link', { name: 'In the publication list' })
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/research/publications/2023#ellery2023lytic',
      '/research/publications/2025#genome2025klebsiella',
    ]);
  });

  it('cuts the address off a reference in time linear in its length, however many it holds', () => {
    const reference = (length: number): Reference => ({
      number: 1,
      work: { ...lytic, DOI: '10.5555/x' },
      // A title of addresses, then a word: the last word is no address, so the line is kept.
      apa: `${'http://'.repeat(length / 7)} x`,
    });
    const shown = (length: number) => {
      const { container, unmount } = render(<ReferenceList references={[reference(length)]} />);
      const text = container.querySelector('li')?.textContent;
      unmount();
      return text;
    };
    expect(shown(70)).toMatch(/^(http:\/\/){10} x https:\/\/doi\.org\/10\.5555\/x/);
    expect(growth(shown, 10_500, 84_000, 30)).toBeLessThan(30);
  });

  it('renders no reference list for an article that cites nothing', () => {
    const { container } = render(<ReferenceList references={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("gives Google Scholar each cited work's citation_reference", () => {
    expect(citationReference(lytic)).toBe(
      'citation_title=Lytic bacteriophage cocktail reduces Pseudomonas aeruginosa biofilm biomass on catheter-grade silicone in vitro; citation_author=Ellery, Rowan; citation_author=Okafor, Jide; citation_author=Lindqvist, Maja; citation_publication_date=2023; citation_journal_title=Clinical Microbiology & Phage Reports',
    );
    expect(citationReference(klebsiella)).toBe(
      'citation_title=Draft genome sequence of Klebsiella pneumoniae phage Kp-KC07; citation_publication_date=2025; citation_publisher=NCBI GenBank',
    );
    // Markup dropped, a ";" inside a value made a ",", the date as Scholar writes it.
    expect(citationReference(outside)).toBe(
      'citation_title=Jumbo phages of Pseudomonas, a survey; citation_author=Okafor, Jide; citation_author=Phage Genomics Consortium; citation_publication_date=2026/03/05; citation_journal_title=Journal of Phage Research; citation_doi=10.5555/jumbo.2026',
    );
    // A suffix stays with its name, after the given names, as in the CV and the cards.
    const suffixed = { ...outside, author: [{ family: 'Hunt', given: 'H. B.', suffix: 'III' }] };
    expect(citationReference(suffixed)).toContain('citation_author=Hunt, H. B., III; citation_pub');
  });
});
