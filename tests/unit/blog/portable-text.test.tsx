import { fireEvent, render, screen, within } from '@testing-library/react';
import { PostBody } from '@/components/blog/portable-text';
import { block, span } from './blocks';
import { absoluteUrl } from '@/lib/config';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ prefetch, push: jest.fn(), replace: jest.fn() }),
}));

describe('Portable Text body', () => {
  // Portable Text warns about what it cannot render; these tests feed it such input on purpose.
  beforeEach(() => void jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('renders every style: normal, blockquote and h1–h6 (one level down under the page h1)', () => {
    const styles = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
    const { container } = render(
      <PostBody
        body={[
          block([span('A paragraph.')]),
          block([span('A quotation.')], { style: 'blockquote' }),
          ...styles.map((style) => block([span(`Heading ${style}`)], { style })),
        ]}
      />,
    );
    expect(container.querySelector('p')).toHaveTextContent('A paragraph.');
    expect(container.querySelector('blockquote')).toHaveTextContent('A quotation.');
    const levels = [2, 3, 4, 5, 6, 6];
    styles.forEach((style, i) => {
      const heading = screen.getByRole('heading', { name: `Heading ${style}` });
      expect(heading.tagName).toBe(`H${levels[i]}`);
      expect(heading).toHaveAttribute('data-style', style);
      expect(heading).toHaveAttribute('id', `heading-${style}`);
    });
  });

  it('renders bullet and number lists', () => {
    render(
      <PostBody
        body={[
          block([span('First bullet')], { listItem: 'bullet', level: 1 }),
          block([span('Second bullet')], { listItem: 'bullet', level: 1 }),
          block([span('Step one')], { listItem: 'number', level: 1 }),
        ]}
      />,
    );
    const lists = screen.getAllByRole('list');
    expect(lists.map((l) => l.tagName)).toEqual(['UL', 'OL']);
    expect(within(lists[0]!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(lists[1]!).getByRole('listitem')).toHaveTextContent('Step one');
  });

  it('renders the marks strong, em, code, underline, strike-through and link', () => {
    const { container } = render(
      <PostBody
        body={[
          block(
            [
              span('bold', ['strong']),
              span('italic', ['em']),
              span('MgSO4', ['code']),
              span('under', ['underline']),
              span('struck', ['strike-through']),
              span('a link', ['l1']),
              span('a page', ['l2']),
            ],
            {
              markDefs: [
                { _type: 'link', _key: 'l1', href: 'https://doi.org/10.1016/j.cell.2022.11.017' },
                { _type: 'link', _key: 'l2', href: '/contact' },
              ],
            },
          ),
        ]}
      />,
    );
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('em')).toHaveTextContent('italic');
    expect(container.querySelector('code')).toHaveTextContent('MgSO4');
    expect(container.querySelector('u')).toHaveTextContent('under');
    expect(container.querySelector('s')).toHaveTextContent('struck');
    // Like every link that opens a new tab, it says so to a screen reader.
    const external = screen.getByRole('link', { name: 'a link (opens in a new tab)' });
    expect(external).toHaveAttribute('href', 'https://doi.org/10.1016/j.cell.2022.11.017');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'a page' })).toHaveAttribute('href', '/contact');
  });

  it('opens a page of the site through the router, fetched ahead on intent; a part of the page and a mail address as plain links', () => {
    prefetch.mockClear();
    render(
      <PostBody
        body={[
          block([span('the protocol', ['p']), span('methods', ['m']), span('write', ['w'])], {
            markDefs: [
              { _type: 'link', _key: 'p', href: '/blogs/isolating-phages-from-wastewater' },
              { _type: 'link', _key: 'm', href: '#methods' },
              { _type: 'link', _key: 'w', href: 'mailto:lab@example.org' },
            ],
          }),
          // The site's own address, pasted whole: a page of the site all the same.
          block([span('my work', ['r']), span('elsewhere', ['e'])], {
            markDefs: [
              { _type: 'link', _key: 'r', href: absoluteUrl('/research?view=all#publications') },
              { _type: 'link', _key: 'e', href: 'https://localhost.example/research' },
            ],
          }),
        ]}
      />,
    );
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/blogs/isolating-phages-from-wastewater',
      '#methods',
      'mailto:lab@example.org',
      '/research?view=all#publications',
      'https://localhost.example/research',
    ]);
    expect(screen.getByRole('link', { name: 'my work' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: /^elsewhere/ })).toHaveAttribute('target', '_blank');
    for (const link of screen.getAllByRole('link')) fireEvent.focus(link);
    expect(prefetch.mock.calls).toEqual([
      ['/blogs/isolating-phages-from-wastewater'],
      ['/research?view=all#publications'],
    ]);
  });

  it('renders image blocks lazily with alt text and a caption falling back to the alt', () => {
    render(
      <PostBody
        body={[
          {
            _type: 'image',
            _key: 'i1',
            image: {
              url: '/images/blog/figure-phage-anatomy.webp',
              alt: 'A tailed phage',
              width: 1400,
              height: 840,
            },
            caption: 'The tail fibres decide the host.',
          },
          {
            _type: 'image',
            _key: 'i2',
            image: {
              url: '/images/blog/figure-plaque-assay.webp',
              alt: 'Plaques on a lawn',
              width: 1400,
              height: 778,
            },
            caption: null,
          },
        ]}
      />,
    );
    const first = screen.getByRole('img', { name: 'A tailed phage' });
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('width', '1400');
    expect(screen.getByText('The tail fibres decide the host.').tagName).toBe('FIGCAPTION');
    expect(screen.getByText('The tail fibres decide the host.')).not.toHaveAttribute('aria-hidden');
    expect(screen.getByText('Plaques on a lawn').tagName).toBe('FIGCAPTION');
    // Shown, but not read a second time after the picture's name.
    expect(screen.getByText('Plaques on a lawn')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders video blocks with controls, metadata preload and a caption', () => {
    const { container } = render(
      <PostBody
        body={[
          {
            _type: 'video',
            _key: 'v',
            url: '/media/blog/plaque-timelapse.webm',
            caption: 'Plaques appearing',
          },
        ]}
      />,
    );
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('src', '/media/blog/plaque-timelapse.webm');
    expect(screen.getByText('Plaques appearing').tagName).toBe('FIGCAPTION');
    // Named by its caption, or as a video when it has none.
    expect(video).toHaveAttribute('aria-label', 'Plaques appearing');
  });

  it('names a video without a caption as a video, and shows no empty caption', () => {
    const { container } = render(
      <PostBody body={[{ _type: 'video', _key: 'v', url: '/media/blog/plaque-timelapse.webm' }]} />,
    );
    expect(container.querySelector('video')).toHaveAttribute('aria-label', 'Video');
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it('keeps a heading stored without a key (an import) as the lowest heading, without an id', () => {
    render(<PostBody body={[block([span('Unkeyed')], { style: 'h2', _key: undefined })]} />);
    const heading = screen.getByRole('heading', { name: 'Unkeyed' });
    expect(heading.tagName).toBe('H6');
    expect(heading).not.toHaveAttribute('id');
  });

  it('draws no heading for a heading style left on an empty or blank line, nor ranks by it', () => {
    const { container } = render(
      <PostBody
        body={[
          block([span('')], { style: 'h1' }),
          block([span('  ')], { style: 'h2' }),
          block([span('Methods')], { style: 'h2' }),
          block([span('Results')], { style: 'h3' }),
        ]}
      />,
    );
    const headings = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')];
    expect(headings.map((h) => [h.tagName, h.id, h.textContent])).toEqual([
      ['H2', 'methods', 'Methods'],
      ['H3', 'results', 'Results'],
    ]);
  });

  it('skips unknown block types, marks and styles without breaking the rest', () => {
    const { container } = render(
      <PostBody
        body={[
          { _type: 'callToAction', _key: 'cta' },
          block([span('Lead text')], { style: 'lead' }),
          block([span('highlighted', ['highlight'])]),
          block([span('Still here.')]),
        ]}
      />,
    );
    expect(container).not.toHaveTextContent(/Unknown|callToAction/);
    expect(screen.getByText('Lead text').tagName).toBe('P');
    expect(screen.getByText('highlighted').tagName).toBe('P');
    expect(screen.getByText('Still here.')).toBeInTheDocument();
  });
});
