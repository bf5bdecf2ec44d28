import { cleanup, render, screen, within } from '@testing-library/react';
import { ProfileCard } from '@/components/about/profile-card';
import { WorkCard } from '@/components/research/publication-cards';
import { WorkList } from '@/components/research/work-list';
import type { Csl } from '@/lib/research/csl';
import { citationFile } from '@/lib/research/export';
import { aboutIntro } from '@/content/about';
import { fileBibliography, researchRecord } from '@/lib/research/publications';
import { worksIn } from '../../fixtures/research/read';
import {
  ORCID_EXAMPLE,
  genomeWork,
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
    // Its names run on in the line (the stylesheet's rule: tests/e2e/pages.spec.ts).
    expect(more).toHaveClass('more-names');
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
    // Her e-mail and phone are links a phone or a mail app opens.
    const contact = screen.getByRole('list', { name: 'Contact details' });
    expect(
      within(contact)
        .getAllByRole('link')
        .map((a) => [a.textContent!.trim(), a.getAttribute('href')]),
    ).toEqual([
      ['+1 (816) 555-0142', 'tel:+18165550142'],
      ['hello@phagesandbiomes.example', 'mailto:hello@phagesandbiomes.example'],
    ]);
  });
});

describe('what a card shows, and what it leaves out', () => {
  const article: Csl = {
    id: 'k2024',
    type: 'article-journal',
    title: 'A plain article',
    author: [{ family: 'Okafor', given: 'Jide' }],
    'container-title': 'Journal of Phage Research',
    issued: { 'date-parts': [[2024]] },
  };
  /** The card's last row, before its Cite control. */
  const footerText = (container: HTMLElement) =>
    Array.from(container.querySelector('article > div:last-child')!.children)
      .slice(0, -1)
      .map((child) => child.textContent)
      .join(' | ');

  test('an iD that fails ORCID’s check digit is no link', () => {
    const { container, rerender } = render(
      <WorkCard
        work={{ ...article, author: [{ ...article.author![0]!, _orcid: '0000-0002-1825-0098' }] }}
      />,
    );
    expect(screen.getByText('Jide Okafor')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /ORCID iD/ })).toBeNull();
    // A valid one follows the name after a space.
    rerender(<WorkCard work={identifiedArticle} />);
    expect(container.querySelector('h3')!.nextElementSibling).toHaveTextContent(
      /^Josiah Carberry iD, Jide Okafor$/,
    );
  });

  test('"and N more" opens every name parted by commas, with no "and 0 more" after them', () => {
    const names = Array.from({ length: 45 }, (_, n) => `A. Author${n}`);
    const author = names.map((name) => ({ family: name.slice(3), given: 'A.' }));
    const { container } = render(<WorkCard work={{ ...article, author }} />);
    const more = container.querySelector('details')!;
    expect(more.querySelector('summary')).toHaveTextContent(/^and 25 more$/);
    expect(more.textContent).toBe(` and 25 more, ${names.slice(20).join(', ')}`);
  });

  test('its year beside its kind; its anchor unless a card before it on the page took it', () => {
    const { container, rerender } = render(<WorkCard work={article} />);
    expect(screen.getByText('2024')).toBeInTheDocument();
    expect(container.querySelector('article')).toHaveAttribute('id', 'k2024');
    rerender(<WorkCard work={article} anchored={false} />);
    expect(container.querySelector('article')).not.toHaveAttribute('id');
  });

  test('no empty lines: no abstract, material, identifiers, genome data, blog posts or link when it has none', () => {
    const { container, rerender } = render(<WorkCard work={article} />);
    expect(screen.queryByRole('list', { name: 'Material' })).toBeNull();
    expect(container.textContent).not.toMatch(/Genome sequence data|On the blog|Read the article/);
    expect(footerText(container)).toBe('');
    expect(screen.queryByLabelText('Identifiers')).toBeNull();
    expect(container.querySelector('article p.flex-1')).toBeEmptyDOMElement();
    // Without authors, the venue follows the title.
    rerender(<WorkCard work={{ ...article, author: undefined }} />);
    expect(container.querySelector('h3')!.nextElementSibling).toHaveTextContent(
      /^Journal of Phage Research$/,
    );
  });

  test('the works and posts it links to are parted by semicolons', () => {
    render(
      <WorkCard
        work={article}
        linked={[genomeWork('MN908947.3'), genomeWork('AB123456')]}
        citedIn={[
          { slug: 'first-post', title: 'First post' },
          { slug: 'second-post', title: 'Second post' },
        ]}
      />,
    );
    expect(screen.getByText('Genome sequence data:').parentElement).toHaveTextContent(
      /^Genome sequence data: Genome MN908947\.3; Genome AB123456$/,
    );
    expect(screen.getByText('On the blog:').parentElement).toHaveTextContent(
      /^On the blog: First post; Second post$/,
    );
    expect(screen.getByRole('link', { name: 'Second post' })).toHaveAttribute(
      'href',
      '/blogs/second-post',
    );
  });

  test('"Read the article" only where no identifier’s link already goes', () => {
    const preprint: Csl = {
      ...article,
      DOI: '10.48550/arXiv.1706.03762',
      custom: { arxiv: '1706.03762' },
    };
    const { rerender } = render(
      <WorkCard work={{ ...preprint, URL: 'https://arxiv.org/abs/1706.03762' }} />,
    );
    expect(screen.queryByText('Read the article')).toBeNull();
    rerender(<WorkCard work={{ ...preprint, URL: 'https://doi.org/10.48550/ARXIV.1706.03762' }} />);
    expect(screen.queryByText('Read the article')).toBeNull();
    rerender(<WorkCard work={{ ...preprint, URL: 'https://arxiv.org/pdf/1706.03762v7' }} />);
    expect(linkTo(/^Read the article/)).toHaveAttribute(
      'href',
      'https://arxiv.org/pdf/1706.03762v7',
    );
  });

  test('without a link: a genome waits for its release, a work in press for its publication, others say nothing', () => {
    const { container, rerender } = render(<WorkCard work={genomeWork('MN908947.3')} />);
    expect(footerText(container)).toBe('Record link available after release');
    rerender(<WorkCard work={{ ...article, status: 'In press' }} />);
    expect(footerText(container)).toBe('Link available once published');
    rerender(
      <WorkCard work={{ ...article, status: 'In press', URL: 'https://journal.example/a' }} />,
    );
    expect(footerText(container)).toBe('Read the article (opens in a new tab)');
    rerender(<WorkCard work={article} />);
    expect(footerText(container)).toBe('');
  });

  test('a genome’s accession: linked when GenBank’s, written out when another archive’s, pending when none', () => {
    const accession = () => screen.queryByText('Accession')?.nextElementSibling;
    const { rerender } = render(<WorkCard work={genomeWork('MN908947.3')} />);
    expect(accession()).toBeUndefined();
    expect(linkTo(/^MN908947\.3/)).toBeInTheDocument();
    rerender(<WorkCard work={genomeWork('PRJNA123456')} />);
    expect(accession()).toHaveTextContent(/^PRJNA123456$/);
    expect(accession()).toHaveClass('font-mono');
    rerender(<WorkCard work={genomeWork()} />);
    expect(accession()).toHaveTextContent(/^Accession pending$/);
    expect(accession()).not.toHaveClass('font-mono');
  });

  test('a row of the full list links what its card links: a genome’s accession, no other work’s number', () => {
    const genome = genomeWork('MN908947.3');
    // Numbered as an accession might be, but a report's number is no identifier.
    const report: Csl = { ...genome, id: 'report', type: 'report', number: 'AB123456' };
    const identifiers = (work: Csl) => {
      const { container, unmount } = render(<WorkCard work={work} />);
      const card = [...container.querySelectorAll('a[href*="ncbi"]')].map((a) => a.textContent);
      unmount();
      render(<WorkList works={[work]} counts={{}} />);
      const row = screen.queryAllByRole('link', { name: /^GenBank / }).map((a) => a.textContent);
      cleanup();
      return { card, row };
    };
    expect(identifiers(genome)).toEqual({
      card: ['MN908947.3 (opens in a new tab)'],
      row: ['GenBank MN908947.3 (opens in a new tab)'],
    });
    expect(identifiers(report)).toEqual({ card: [], row: [] });
  });
});
