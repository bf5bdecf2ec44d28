import { render, screen, within } from '@testing-library/react';
import { ProfileCard } from '@/components/about/profile-card';
import { WorkCard } from '@/components/research/publication-cards';
import { citationFile } from '@/lib/research/export';
import { aboutIntro } from '@/content/about';
import { fileBibliography, researchRecord } from '@/lib/research/publications';
import { worksIn } from '../../fixtures/research/read';
import {
  ORCID_EXAMPLE,
  identifiedArticle,
  identifiedGenome,
} from '../../fixtures/research/identified';

const record = researchRecord(fileBibliography());
const articles = worksIn(record, 'articles');
const genomes = worksIn(record, 'genomes');

const linkTo = (name: RegExp) => screen.getByRole('link', { name });

describe('identifiers are links', () => {
  test('a card shows twenty names of 5,000, says how many more and opens a hundred; the downloads keep them all', () => {
    const author = Array.from({ length: 5_000 }, (_, n) => ({ family: `Author${n}`, given: 'A.' }));
    const { container } = render(<WorkCard work={{ ...identifiedArticle, author }} />);
    expect(container.textContent).toContain('A. Author19 and 4,980 more, A. Author20,');
    // "and 4,980 more" opens the next hundred names, and says how many are left.
    const more = container.querySelector('details')!;
    expect(more).not.toHaveAttribute('open');
    expect(more.textContent).toMatch(/A\. Author119 and 4,880 more$/);
    expect(container.textContent).not.toContain('Author120');
    expect(container.innerHTML.length).toBeLessThan(12_000);
    expect(citationFile([{ ...identifiedArticle, author }], 'bib')).toContain('Author4999, A.');
  });

  test('an article: DOI, PubMed and the author’s ORCID iD', () => {
    render(<WorkCard work={identifiedArticle} />);
    const ids = screen.getByLabelText('Identifiers');
    expect(
      within(ids)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['DOI', 'PubMed']);
    expect(linkTo(/^10\.1000\/182/)).toHaveAttribute('href', 'https://doi.org/10.1000/182');
    expect(linkTo(/^31234567/)).toHaveAttribute(
      'href',
      'https://pubmed.ncbi.nlm.nih.gov/31234567/',
    );
    const orcid = linkTo(/ORCID iD of Josiah Carberry/);
    expect(orcid).toHaveAttribute('href', `https://orcid.org/${ORCID_EXAMPLE}`);
    expect(orcid).toHaveAttribute('rel', 'noopener noreferrer');
    expect(orcid).toHaveAccessibleName('ORCID iD of Josiah Carberry (opens in a new tab)');
    // Its label says it all: no hidden words in its text as well.
    expect(orcid).toHaveTextContent(/^iD$/);
    // Only the author with an iD gets a link.
    expect(screen.queryByRole('link', { name: /ORCID iD of Jide Okafor/ })).toBeNull();
    // No count, no "Cited by" (never a zero for a failed request).
    expect(screen.queryByText(/Cited by/)).toBeNull();
  });

  test('a genome and its paper link to each other’s cards', () => {
    render(
      <>
        <WorkCard work={identifiedArticle} linked={[identifiedGenome]} />
        <WorkCard work={identifiedGenome} linked={[identifiedArticle]} />
      </>,
    );
    expect(screen.getByRole('link', { name: identifiedGenome.title! })).toHaveAttribute(
      'href',
      '#fx01',
    );
    expect(screen.getByRole('link', { name: identifiedArticle.title! })).toHaveAttribute(
      'href',
      '#carberry2023phage',
    );
    expect(screen.getByText('Described in:')).toBeInTheDocument();
    expect(screen.getByText('Genome sequence data:')).toBeInTheDocument();
  });

  test('a citation count: "Cited by N" links to the citing works, with the day it was counted', () => {
    render(
      <WorkCard
        work={identifiedArticle}
        metrics={{
          count: 12,
          date: '2026-11-26',
          citingUrl: 'https://openalex.org/works?filter=cites:W4100',
          countsByYear: [],
        }}
      />,
    );
    expect(linkTo(/^Cited by 12/)).toHaveAttribute(
      'href',
      'https://openalex.org/works?filter=cites:W4100',
    );
    // When it was counted is said once, in the summary, not on every card.
    expect(screen.queryByText(/OpenAlex/)).toBeNull();
  });

  test('one link per destination, and no "Cited by 0"', () => {
    const metrics = (count: number) => ({
      count,
      date: '2026-11-26',
      citingUrl: 'https://openalex.org/works?filter=cites:W4100',
      countsByYear: [],
    });
    const { rerender } = render(
      <WorkCard
        work={{ ...identifiedArticle, URL: 'https://doi.org/10.1000/182' }}
        metrics={metrics(0)}
      />,
    );
    expect(screen.queryByText('Read the article')).toBeNull();
    expect(screen.queryByText(/Cited by/)).toBeNull();
    expect(screen.queryByText(/coming soon/)).toBeNull();
    rerender(
      <WorkCard
        work={{ ...identifiedArticle, URL: 'https://journal.example/articles/182' }}
        metrics={metrics(3)}
      />,
    );
    expect(linkTo(/^Read the article/)).toHaveAttribute(
      'href',
      'https://journal.example/articles/182',
    );
    expect(linkTo(/^Cited by 3/)).toBeInTheDocument();
  });

  test('a genome: the GenBank accession links to its NCBI record', () => {
    render(<WorkCard work={identifiedGenome} />);
    expect(linkTo(/^MN908947\.3/)).toHaveAttribute(
      'href',
      'https://www.ncbi.nlm.nih.gov/nuccore/MN908947.3',
    );
    expect(linkTo(/^10\.5061\/dryad\.example/)).toHaveAttribute(
      'href',
      'https://doi.org/10.5061/dryad.example',
    );
  });

  test('the placeholder records show no identifier links, and the pending accession stays', () => {
    render(
      <>
        <WorkCard work={articles[0]!} />
        <WorkCard work={genomes[0]!} />
      </>,
    );
    expect(screen.queryByRole('link', { name: /doi|pubmed|orcid|nuccore/i })).toBeNull();
    for (const link of screen.queryAllByRole('link')) {
      expect(link.getAttribute('href')).not.toMatch(/doi\.org|pubmed|orcid|nuccore/);
    }
    expect(screen.getByText('Accession pending')).toBeInTheDocument();
  });

  test('an arXiv preprint: its identifier links to arxiv.org; "and others" reads "et al."', () => {
    render(
      <WorkCard
        work={{
          id: 'vaswani2017',
          type: 'document',
          title: 'Attention is all you need',
          author: [{ family: 'Vaswani', given: 'Ashish' }],
          issued: { 'date-parts': [[2017]] },
          custom: { arxiv: '1706.03762', others: true },
        }}
      />,
    );
    expect(screen.getByText('Preprint')).toBeInTheDocument();
    expect(linkTo(/^1706\.03762/)).toHaveAttribute('href', 'https://arxiv.org/abs/1706.03762');
    expect(screen.getByText('Ashish Vaswani, et al.')).toBeInTheDocument();
  });

  test('title markup: a species name in italics, a subscript, small caps; never the tags as text', () => {
    const { container } = render(
      <WorkCard
        work={{
          id: 'k',
          type: 'article-journal',
          title:
            '<i>Pseudomonas aeruginosa</i> under CO<sub>2</sub>: <span style="font-variant:small-caps;">pH</span> 4<sup>ème</sup>',
          author: [{ family: 'García', given: 'José' }],
          'container-title': 'J',
          issued: { 'date-parts': [[2020]] },
        }}
      />,
    );
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent('Pseudomonas aeruginosa under CO2: pH 4ème');
    expect(heading.innerHTML).toBe(
      '<i>Pseudomonas aeruginosa</i> under CO<sub>2</sub>: <span class="small-caps">pH</span> 4<sup>ème</sup>',
    );
    expect(container.textContent).not.toMatch(/<i>|&lt;/);
    expect(
      screen.getByRole('button', { name: 'Cite: Pseudomonas aeruginosa under CO₂: pH 4ème' }),
    ).toBeInTheDocument();
  });

  test('the About page’s profile links the owner’s ORCID iD when set, and shows nothing when not', () => {
    const profile = (orcid?: string) => (
      <ProfileCard portrait={aboutIntro.portrait} cvPath={aboutIntro.cvPath} orcid={orcid} />
    );
    const { rerender } = render(profile(ORCID_EXAMPLE));
    const link = screen.getByRole('link', {
      name: /ORCID https:\/\/orcid\.org\/0000-0002-1825-0097/,
    });
    expect(link).toHaveAttribute('href', `https://orcid.org/${ORCID_EXAMPLE}`);
    rerender(profile());
    expect(screen.queryByText(/ORCID/)).toBeNull();
    // A malformed iD is not linked either.
    rerender(profile('0000-0002-1825-0098'));
    expect(screen.queryByText(/ORCID/)).toBeNull();
  });
});
