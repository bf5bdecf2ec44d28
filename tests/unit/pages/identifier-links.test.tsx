import { render, screen, within } from '@testing-library/react';
import { ProfileCard } from '@/components/about/profile-card';
import { ArticleCard, GenomeCard } from '@/components/research/publication-cards';
import { aboutIntro } from '@/content/about';
import { fileBibliography, researchRecord } from '@/lib/research/publications';
import {
  ORCID_EXAMPLE,
  identifiedArticle,
  identifiedGenome,
} from '../../fixtures/research/identified';

const { articles, genomes } = researchRecord(fileBibliography());

const linkTo = (name: RegExp) => screen.getByRole('link', { name });

describe('identifiers are links', () => {
  test('an article: DOI, PubMed and the author’s ORCID iD', () => {
    render(<ArticleCard article={identifiedArticle} />);
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
    // Only the author with an iD gets a link.
    expect(screen.queryByRole('link', { name: /ORCID iD of Jide Okafor/ })).toBeNull();
    // No count, no "Cited by" (never a zero for a failed request).
    expect(screen.queryByText(/Cited by/)).toBeNull();
  });

  test('a genome and its paper link to each other’s cards', () => {
    render(
      <>
        <ArticleCard article={identifiedArticle} linked={[identifiedGenome]} />
        <GenomeCard genome={identifiedGenome} linked={[identifiedArticle]} />
      </>,
    );
    expect(screen.getByRole('link', { name: identifiedGenome.title })).toHaveAttribute(
      'href',
      '#fx01',
    );
    expect(screen.getByRole('link', { name: identifiedArticle.title })).toHaveAttribute(
      'href',
      '#carberry2023phage',
    );
    expect(screen.getByText('Described in:')).toBeInTheDocument();
    expect(screen.getByText('Genome sequence data:')).toBeInTheDocument();
  });

  test('a citation count: "Cited by N" links to the citing works, with the day it was counted', () => {
    render(
      <ArticleCard
        article={identifiedArticle}
        count={{
          count: 12,
          date: '2026-11-26',
          citingUrl: 'https://openalex.org/works?filter=cites:W4100',
        }}
      />,
    );
    expect(linkTo(/^Cited by 12/)).toHaveAttribute(
      'href',
      'https://openalex.org/works?filter=cites:W4100',
    );
    expect(screen.getByText('(OpenAlex, 26 Nov 2026)')).toBeInTheDocument();
  });

  test('a genome: the GenBank accession links to its NCBI record', () => {
    render(<GenomeCard genome={identifiedGenome} />);
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
        <ArticleCard article={articles[0]!} />
        <GenomeCard genome={genomes[0]!} />
      </>,
    );
    expect(screen.queryByRole('link', { name: /doi|pubmed|orcid|nuccore/i })).toBeNull();
    for (const link of screen.queryAllByRole('link')) {
      expect(link.getAttribute('href')).not.toMatch(/doi\.org|pubmed|orcid|nuccore/);
    }
    expect(screen.getByText('Accession pending')).toBeInTheDocument();
  });

  test('the About page’s profile links the owner’s ORCID iD when set, and shows nothing when not', () => {
    const profile = (orcid?: string) => (
      <ProfileCard portrait={aboutIntro.portrait} cvPath={aboutIntro.cvPath} orcid={orcid} />
    );
    const { rerender } = render(profile(ORCID_EXAMPLE));
    const link = screen.getByRole('link', { name: /ORCID orcid\.org\/0000-0002-1825-0097/ });
    expect(link).toHaveAttribute('href', `https://orcid.org/${ORCID_EXAMPLE}`);
    rerender(profile());
    expect(screen.queryByText(/ORCID/)).toBeNull();
    // A malformed iD is not linked either.
    rerender(profile('0000-0002-1825-0098'));
    expect(screen.queryByText(/ORCID/)).toBeNull();
  });
});
