import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteToaster } from '@/components/layout/site-toaster';
import { CiteButton } from '@/components/research/cite-button';
import { citationsOf } from '@/lib/research/citations';
import { citeText } from '@/content/research-labels';
import { splitAtOwner, type OwnerName } from '@/lib/research/formats';
import { identifiedArticle } from '../../fixtures/research/identified';

const title = identifiedArticle.title!;
const citations = citationsOf(identifiedArticle);

/** The server's answer, as the browser's fetch resolves it. */
const answer = (status: number, body: unknown) =>
  ({ ok: status === 200, status, json: async () => body }) as Response;

/** jsdom's Blob has no text(); FileReader reads it. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function setup(key = identifiedArticle.id, owner?: OwnerName) {
  const user = userEvent.setup();
  render(
    <>
      <CiteButton workKey={key} title={title} owner={owner} />
      <SiteToaster />
    </>,
  );
  return user;
}

describe('CiteButton', () => {
  let blobs: Blob[];
  let clicked: HTMLAnchorElement[];

  let asked: string[];

  beforeEach(() => {
    asked = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      asked.push(String(url));
      return answer(200, citations);
    });
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

  it('asks for the citations when first opened, saying so until they come, and only once', async () => {
    let resolve!: (response: Response) => void;
    global.fetch = jest.fn((url: RequestInfo | URL) => {
      asked.push(String(url));
      return new Promise<Response>((done) => (resolve = done));
    });
    const user = setup();
    const cite = screen.getByRole('button', { name: `Cite: ${title}` });
    expect(asked).toEqual([]);
    await user.click(cite);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the citation…');
    resolve(answer(200, citations));
    expect(await screen.findByText(citations.apa)).toBeVisible();
    await user.click(cite);
    await user.click(cite);
    expect(asked).toEqual(['/research/cite/carberry2023phage']);
  });

  it('says when the citations could not be loaded, and tries again on request', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce(answer(500, {}))
      .mockResolvedValueOnce(answer(200, citations));
    const user = setup();
    await user.click(screen.getByRole('button', { name: `Cite: ${title}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The citation could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(citations.apa)).toBeVisible();
  });

  it('hands focus back to the Cite button when Try again goes, as Escape does, not to the page', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce(answer(500, {}))
      .mockResolvedValueOnce(answer(200, citations));
    const user = setup();
    const cite = screen.getByRole('button', { name: `Cite: ${title}` });
    await user.click(cite);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(citations.apa)).toBeVisible();
    expect(cite).toHaveFocus();
  });

  it('asks for a key with slashes and colons part by part, as the route reads it', async () => {
    const user = setup('ellery:2024/phage-1.a b');
    await user.click(screen.getByRole('button', { name: `Cite: ${title}` }));
    await screen.findByText(citations.apa);
    expect(asked).toEqual(['/research/cite/ellery%3A2024/phage-1.a%20b']);
  });

  it('switches to Vancouver, BibTeX, RIS or CSL-JSON, and copies what it shows', async () => {
    const user = setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: `Cite: ${title}` }));
    const style = await screen.findByRole('combobox', { name: 'Style' });
    await user.selectOptions(style, 'Vancouver');
    expect(
      screen.getByText(
        'Carberry J, Okafor J. Phage cocktails against biofilms. Journal of Phage Research. 2023. doi:10.1000/182 PubMed PMID: 31234567.',
      ),
    ).toBeVisible();
    await user.selectOptions(style, 'BibTeX');
    // A box that scrolls: named, and in the keyboard's reach.
    const text = screen.getByRole('region', { name: 'BibTeX citation' });
    expect(text).toHaveTextContent(/^@article\{carberry2023phage,/);
    expect(text).toHaveAttribute('tabindex', '0');
    await user.click(screen.getByRole('button', { name: 'Copy citation' }));
    expect(writeText).toHaveBeenLastCalledWith(citations.bib.trim());
  });

  it('reports a clipboard failure with an error toast', async () => {
    const user = setup();
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: `Cite: ${title}` }));
    await user.click(await screen.findByRole('button', { name: 'Copy citation' }));
    expect(await screen.findByText('Could not copy the citation')).toBeInTheDocument();
    expect(screen.getByText(citeText.copyFailedHelp)).toBeInTheDocument();
  });

  it('names the copied work in its toast', async () => {
    const user = setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: `Cite: ${title}` }));
    await user.click(await screen.findByRole('button', { name: 'Copy citation' }));
    // sonner keeps earlier tests' toasts in its store: this one is the newest.
    const toast = (await screen.findAllByText(citeText.copied)).at(-1)!.closest('li');
    expect(toast).toHaveTextContent(title);
  });

  it('Escape closes the open panel and gives focus back to Cite', async () => {
    const user = setup();
    const cite = screen.getByRole('button', { name: `Cite: ${title}` });
    await user.click(cite);
    const style = await screen.findByRole('combobox', { name: 'Style' });
    style.focus();
    await user.keyboard('{Escape}');
    expect(cite).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('group', { hidden: true })).not.toBeVisible();
    expect(cite).toHaveFocus();
  });

  it('downloads BibTeX, RIS and CSL-JSON files as Blobs with the right names, types and contents', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: `Cite: ${title}` }));
    await user.click(await screen.findByRole('button', { name: /Download BibTeX/ }));
    await user.click(screen.getByRole('button', { name: /Download RIS/ }));
    await user.click(screen.getByRole('button', { name: /Download CSL-JSON/ }));
    expect(clicked.map((a) => a.download)).toEqual([
      'carberry2023phage.bib',
      'carberry2023phage.ris',
      'carberry2023phage.json',
    ]);
    expect(clicked.map((a) => a.href)).toEqual(['blob:test/1', 'blob:test/2', 'blob:test/3']);
    expect(blobs.map((b) => b.type)).toEqual([
      'application/x-bibtex; charset=utf-8',
      'application/x-research-info-systems; charset=utf-8',
      'application/vnd.citationstyles.csl+json; charset=utf-8',
    ]);
    expect(await blobText(blobs[0]!)).toBe(citations.bib);
    expect(await blobText(blobs[1]!)).toBe(citations.ris);
    expect(await blobText(blobs[2]!)).toBe(citations.json);
    // A download leaves no anchor in the page.
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
    // One toast for the panel, the last action's: the stack does not grow over the panel.
    await waitFor(() =>
      expect(screen.getByText('CSL-JSON citation downloaded')).toBeInTheDocument(),
    );
    expect(screen.getAllByText(/citation downloaded$/)).toHaveLength(1);
    expect(screen.getByText('carberry2023phage.json')).toBeInTheDocument();
  });
});

describe('her name in the formatted citations', () => {
  test('APA and Vancouver forms, with further initials; another of her family name is not her', () => {
    const owner = { family: 'Okafor', initial: 'J' };
    expect(splitAtOwner('Carberry, J., & Okafor, J. K. (2023). T.', owner)).toEqual([
      'Carberry, J., & ',
      'Okafor, J. K.',
      ' (2023). T.',
    ]);
    expect(splitAtOwner('Carberry J, Okafor J. T. 2023.', owner)).toEqual([
      'Carberry J, ',
      'Okafor J',
      '. T. 2023.',
    ]);
    expect(splitAtOwner('Okafor, A. (2023). T.', owner)).toEqual(['Okafor, A. (2023). T.']);
    expect(splitAtOwner('Ng K, Öberg Ö.', { family: 'Öberg', initial: 'Ö' })).toEqual([
      'Ng K, ',
      'Öberg Ö',
      '.',
    ]);
    // A family name with a pattern's characters is text.
    expect(splitAtOwner('A (B) C', { family: '(B)', initial: 'C' })).toEqual(['A ', '(B) C', '']);
  });

  test('set apart in the Cite panel’s APA text', async () => {
    global.fetch = jest.fn(async () => answer(200, citations));
    const user = setup(identifiedArticle.id, { family: 'Okafor', initial: 'J' });
    await user.click(screen.getByRole('button', { name: `Cite: ${title}` }));
    const her = await screen.findByText('Okafor, J.', { selector: 'strong' });
    const text = her.closest('p')!;
    expect(text.textContent).toBe(citations.apa.trim());
    expect([...text.querySelectorAll('strong')].map((s) => s.textContent)).toEqual(['Okafor, J.']);
    // Vancouver too; the exported files are as they are downloaded, nothing set apart.
    const style = screen.getByRole('combobox', { name: 'Style' });
    await user.selectOptions(style, 'Vancouver');
    expect(screen.getByText('Okafor J', { selector: 'strong' })).toBeVisible();
    await user.selectOptions(style, 'BibTeX');
    expect(document.querySelector('strong')).toBeNull();
    // Files are shown as they are written, line by line.
    expect(screen.getByText(/^@article\{/).tagName).toBe('PRE');
  });

  test('without a family name, or an initial that is no letter, nothing is set apart', () => {
    const text = 'Carberry, J., & Okafor, J. (2023). T.';
    expect(splitAtOwner(text, { family: '', initial: 'J' })).toEqual([text]);
    expect(splitAtOwner(text, { family: 'Okafor', initial: '.' })).toEqual([text]);
  });
});
