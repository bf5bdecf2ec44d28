import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteToaster } from '@/components/layout/site-toaster';
import { CiteButton } from '@/components/research/cite-button';
import { formatCitation, toBibTeX, toRIS, type Publication } from '@/lib/research/citation';
import { researchArticles } from '@/content/research';

const publication: Publication = { kind: 'article', item: researchArticles[0]! };
const title = publication.item.title;

/** jsdom's Blob has no text(); FileReader reads it. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <CiteButton publication={publication} />
      <SiteToaster />
    </>,
  );
  return user;
}

describe('CiteButton', () => {
  let blobs: Blob[];
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    blobs = [];
    clicked = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:test/${blobs.length}`;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
  });

  afterEach(() => jest.restoreAllMocks());

  it('toggles a panel with the formatted citation; Escape closes it and returns focus', async () => {
    const user = setup();
    const toggle = screen.getByRole('button', { name: `Cite: ${title}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(formatCitation(publication))).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(formatCitation(publication))).toBeVisible();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('copies the citation and confirms with a toast', async () => {
    const user = setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: `Cite: ${title}` }));
    await user.click(screen.getByRole('button', { name: 'Copy citation' }));
    expect(writeText).toHaveBeenCalledWith(formatCitation(publication));
    expect(await screen.findByText('Citation copied to clipboard')).toBeInTheDocument();
  });

  it('reports a clipboard failure with an error toast', async () => {
    const user = setup();
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: `Cite: ${title}` }));
    await user.click(screen.getByRole('button', { name: 'Copy citation' }));
    expect(await screen.findByText('Could not copy the citation')).toBeInTheDocument();
  });

  it('downloads BibTeX and RIS files as Blobs with the right names, types and contents', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: `Cite: ${title}` }));
    await user.click(screen.getByRole('button', { name: /Download BibTeX/ }));
    await user.click(screen.getByRole('button', { name: /Download RIS/ }));
    expect(clicked.map((a) => a.download)).toEqual(['ellery2023lytic.bib', 'ellery2023lytic.ris']);
    expect(clicked.map((a) => a.href)).toEqual(['blob:test/1', 'blob:test/2']);
    expect(blobs[0]!.type).toBe('application/x-bibtex;charset=utf-8');
    expect(blobs[1]!.type).toBe('application/x-research-info-systems;charset=utf-8');
    expect(await blobText(blobs[0]!)).toBe(toBibTeX(publication));
    expect(await blobText(blobs[1]!)).toBe(toRIS(publication));
    // The temporary anchors are removed again.
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
    await waitFor(() => expect(screen.getByText('RIS citation downloaded')).toBeInTheDocument());
  });
});
