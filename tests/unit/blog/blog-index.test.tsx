import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { BlogIndex, SEARCH_DEBOUNCE_MS } from '@/components/blog/blog-index';
import type { PostSummary } from '@/lib/content/types';

function post(
  id: string,
  title: string,
  category: [string, string],
  tags: string[] = [],
): PostSummary {
  return {
    id,
    slug: id,
    title,
    publishedAt: '2026-10-28T09:00:00Z',
    _updatedAt: null,
    excerpt: `${title} excerpt.`,
    readingMinutes: 2,
    cover: null,
    author: { id: 'a', name: 'Maya Okafor', role: 'Analyst' },
    category: { id: category[0], slug: category[0], title: category[1] },
    tags: tags.map((t) => ({ id: t, slug: t, title: t })),
  };
}

const POSTS = [
  post(
    'phage-vs-antibiotics',
    'Phages vs Antibiotics',
    ['amr', 'Antimicrobial Resistance'],
    ['Biofilm'],
  ),
  post('meet-crassphage', 'Meet crAssphage', ['microbiome', 'Microbiome']),
  post('lytic', 'Lytic or Lysogenic', ['phage-biology', 'Phage Biology']),
  post('crispr', 'CRISPR Began With Phages', ['phage-biology', 'Phage Biology']),
];

const fetchMock = jest.fn();
let consoleError: jest.SpyInstance;

beforeEach(() => {
  window.history.replaceState(null, '', '/blogs');
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

/** The island with a cache of its own, so no test sees another's posts. */
const indexTree = (initialPosts?: PostSummary[]) => (
  <SWRConfig value={{ provider: () => new Map() }}>
    <BlogIndex initialPosts={initialPosts} />
  </SWRConfig>
);

function renderIndex(initialPosts: PostSummary[] | 'none' = POSTS) {
  return render(indexTree(initialPosts === 'none' ? undefined : initialPosts));
}

const ok = (posts: PostSummary[]) => ({ ok: true, status: 200, json: async () => ({ posts }) });
const fail = (status: number, error: string) => ({
  ok: false,
  status,
  json: async () => ({ error }),
});
/** An older post the page did not load: only the server's search can find it. */
const ARCHIVED = post('archived', 'Archived Plaque Assays', ['phage-biology', 'Phage Biology']);
/** The route handlers as the island calls them: /api/search answers `results`. */
function serve(results: PostSummary[]) {
  fetchMock.mockImplementation(async (url: string) =>
    url.startsWith('/api/search') ? ok(results) : ok(POSTS),
  );
}
const searchCalls = () =>
  fetchMock.mock.calls.map(([url]) => url as string).filter((url) => url.startsWith('/api/search'));
const titles = () =>
  within(screen.getByTestId('posts-grid'))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('blog index island', () => {
  it('shows the server posts at once, without fetching again', () => {
    renderIndex();
    expect(titles()).toHaveLength(4);
    expect(fetchMock).not.toHaveBeenCalled();
    const chips = within(screen.getByRole('group', { name: 'Filter by category' })).getAllByRole(
      'link',
    );
    expect(chips.map((c) => c.textContent)).toEqual([
      'All',
      'Antimicrobial Resistance',
      'Microbiome',
      'Phage Biology',
    ]);
    // Each chip is also a real link to its category page (crawlers, new tabs, no script).
    expect(chips.map((c) => c.getAttribute('href'))).toEqual([
      '/blogs',
      '/blogs/category/amr',
      '/blogs/category/microbiome',
      '/blogs/category/phage-biology',
    ]);
    expect(chips[0]).toHaveAttribute('aria-current', 'true');
    expect(chips[1]).not.toHaveAttribute('aria-current');
  });

  it('filters the loaded posts as typed, keeps the text in the URL, then shows the server results', async () => {
    // The page's clock: on a busy machine a real pause between two keystrokes can outlast the
    // debounce delay.
    jest.useFakeTimers();
    serve([POSTS[0]!, ARCHIVED]);
    renderIndex();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), '  BIOFILM ');
    expect(titles()).toEqual(['Phages vs Antibiotics']);
    expect(window.location.search).toBe('?q=++BIOFILM+');
    expect(searchCalls()).toEqual([]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    });
    await waitFor(() =>
      expect(titles()).toEqual(['Phages vs Antibiotics', 'Archived Plaque Assays']),
    );
    // Trimmed, asked once for the settled text, not once per keystroke.
    expect(searchCalls()).toEqual(['/api/search?q=BIOFILM']);
  });

  it('says in a status how many articles a search leaves, as the publication finder does', async () => {
    jest.useFakeTimers();
    serve([POSTS[0]!]);
    renderIndex();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // Cards only leaving the list would otherwise pass in silence.
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'biofilm');
    expect(screen.getByText('1 article shown.')).toHaveAttribute('role', 'status');
    await user.clear(screen.getByRole('searchbox', { name: 'Search articles' }));
    expect(screen.getByText('4 articles shown.')).toHaveAttribute('role', 'status');
  });

  it('asks the server only once typing has paused for the debounce delay', async () => {
    jest.useFakeTimers();
    serve([ARCHIVED]);
    renderIndex();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox'), 'plaque');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(searchCalls()).toEqual([]);
    // Nothing loaded matches yet: the placeholder, not the empty text, while the server answers.
    expect(screen.getByTestId('posts-loading')).toBeInTheDocument();
    expect(screen.queryByText('No articles yet')).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(searchCalls()).toEqual(['/api/search?q=plaque']);
    expect(titles()).toEqual(['Archived Plaque Assays']);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10 * SEARCH_DEBOUNCE_MS);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends unicode and markup as an encoded query parameter', async () => {
    serve([]);
    window.history.replaceState(null, '', `/blogs?q=${encodeURIComponent('<b>λ & 🦠</b>')}`);
    renderIndex();
    await screen.findByText(
      'No results match your search. Try a different phrase or broaden your filters.',
    );
    expect(searchCalls()).toEqual([`/api/search?q=${encodeURIComponent('<b>λ & 🦠</b>')}`]);
  });

  it('leaves a modified click on a chip to the browser (its category page in a new tab)', () => {
    renderIndex();
    const chip = screen.getByRole('link', { name: 'Phage Biology' });
    const leftToBrowser: boolean[] = [];
    // Runs after React's handler; then stops the navigation jsdom cannot perform.
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      for (const modifier of [
        { ctrlKey: true },
        { metaKey: true },
        { shiftKey: true },
        { altKey: true },
        // A middle click opens the category in a new tab.
        { button: 1 },
      ]) {
        fireEvent.click(chip, modifier);
        expect(window.location.search).toBe('');
      }
      const entries = window.history.length;
      fireEvent.click(chip);
      // A chosen category is a step Back returns from.
      expect(window.history.length).toBe(entries + 1);
    } finally {
      window.removeEventListener('click', record);
    }
    expect(leftToBrowser).toEqual([true, true, true, true, true, false]);
    expect(window.location.search).toBe('?category=phage-biology');
  });

  it('reads ?q= and ?category= from the URL on load; the chip filters the server results', async () => {
    serve([POSTS[3]!, POSTS[1]!, ARCHIVED]);
    window.history.replaceState(null, '', '/blogs?q=crispr&category=phage-biology');
    renderIndex();
    expect(screen.getByRole('searchbox')).toHaveValue('crispr');
    expect(titles()).toEqual(['CRISPR Began With Phages']);
    await waitFor(() =>
      expect(titles()).toEqual(['CRISPR Began With Phages', 'Archived Plaque Assays']),
    );
    expect(searchCalls()).toEqual(['/api/search?q=crispr']);
  });

  it('hydrates the server HTML (all cards) without a mismatch, then applies the URL filter', async () => {
    const tree = indexTree(POSTS);
    window.history.replaceState(null, '', '/blogs?category=phage-biology');
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    // The server knows nothing of the visitor's URL: every card is in its HTML.
    expect(within(container).getAllByTestId('post-card')).toHaveLength(4);
    const serverLytic = within(container).getByText('Lytic or Lysogenic').closest('article');

    const recoverable: unknown[] = [];
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, tree, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    const cards = within(container).getAllByTestId('post-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Lytic or Lysogenic',
      'CRISPR Began With Phages',
    ]);
    // The server's DOM was kept, not thrown away and rendered again.
    expect(cards[0]).toBe(serverLytic);
    // Unmounted, or it would keep following the URL (and searching) in the tests after this one.
    act(() => root.unmount());
    container.remove();
  });

  it('hands the search box back to the URL on back/forward', async () => {
    serve([POSTS[2]!]);
    renderIndex();
    const box = screen.getByRole('searchbox', { name: 'Search articles' });
    await userEvent.type(box, 'crass');
    await userEvent.click(screen.getByRole('link', { name: 'Phage Biology' }));
    expect(window.location.search).toBe('?q=crass&category=phage-biology');
    act(() => {
      window.history.replaceState(null, '', '/blogs?q=lytic');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(box).toHaveValue('lytic');
    expect(titles()).toEqual(['Lytic or Lysogenic']);
  });

  it('searches again at once on the Search button, showing the placeholder meanwhile', async () => {
    serve([ARCHIVED]);
    window.history.replaceState(null, '', '/blogs?q=plaque');
    renderIndex();
    await waitFor(() => expect(titles()).toEqual(['Archived Plaque Assays']));
    let resolve!: (value: unknown) => void;
    fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(searchCalls()).toEqual(['/api/search?q=plaque', '/api/search?q=plaque']);
    expect(screen.getByTestId('posts-loading')).toBeInTheDocument();
    await act(async () => resolve(ok([POSTS[2]!])));
    await waitFor(() => expect(titles()).toEqual(['Lytic or Lysogenic']));
  });

  it("shows the error panel with the route's text when the search fails, and Retry searches again", async () => {
    fetchMock.mockResolvedValue(fail(503, 'The search could not reach the blog service.'));
    window.history.replaceState(null, '', '/blogs?q=plaque');
    renderIndex();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent("We couldn't load the articles");
    expect(alert).toHaveTextContent('Please check your connection and try again in a moment.');
    expect(alert).toHaveTextContent('The search could not reach the blog service.');
    serve([ARCHIVED]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(titles()).toEqual(['Archived Plaque Assays']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hands focus to the search box when Retry goes, as Cite hands it back, not to the page', async () => {
    fetchMock.mockResolvedValue(fail(503, 'The search could not reach the blog service.'));
    window.history.replaceState(null, '', '/blogs?q=plaque');
    renderIndex();
    const alert = await screen.findByRole('alert');
    serve([ARCHIVED]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(titles()).toEqual(['Archived Plaque Assays']));
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveFocus();
  });

  it('shows the error panel with the message, logs it, retries with backoff and on Retry', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(fail(502, 'The blog service answered with HTTP 500.'));
    renderIndex('none');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent("We couldn't load the articles");
    expect(alert).toHaveTextContent('Please check your connection and try again in a moment.');
    expect(alert).toHaveTextContent('The blog service answered with HTTP 500.');
    expect(consoleError).toHaveBeenCalledWith('Failed to load blog posts:', expect.any(Error));
    expect(fetchMock.mock.calls).toEqual([['/api/posts', { cache: 'no-store' }]]);

    // Automatic retries after 1 s, 2 s and 4 s, then no more.
    for (const [delay, calls] of [
      [1000, 2],
      [2000, 3],
      [4000, 4],
      [30_000, 4],
    ] as const) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(delay);
      });
      expect(fetchMock).toHaveBeenCalledTimes(calls);
    }

    fetchMock.mockResolvedValue(ok(POSTS));
    await act(async () => {
      screen.getByRole('button', { name: 'Retry' }).click();
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(titles()).toHaveLength(4);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows six placeholders and says so while the posts load with none from the server', () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderIndex('none');
    expect(within(screen.getByTestId('posts-loading')).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles…');
  });

  it.each([
    ['a page that is no JSON', { ok: false, status: 502, json: async () => JSON.parse('<html>') }],
    ['an answer without a list', { ok: true, status: 200, json: async () => ({}) }],
  ])('takes %s for a failure named by its status', async (_, answer) => {
    fetchMock.mockResolvedValue(answer);
    renderIndex('none');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByTestId('posts-error-message')).toHaveTextContent(
      `The blog service answered with HTTP ${answer.status}.`,
    );
  });

  it('shows no message line for a failure that names none', async () => {
    fetchMock.mockResolvedValue(fail(503, ''));
    renderIndex('none');
    await screen.findByRole('alert');
    expect(screen.queryByTestId('posts-error-message')).toBeNull();
  });

  it('Enter searches at once, without waiting for the pause', async () => {
    jest.useFakeTimers();
    serve([ARCHIVED]);
    renderIndex();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'plaque{Enter}');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(searchCalls()).toEqual(['/api/search?q=plaque']);
    expect(titles()).toEqual(['Archived Plaque Assays']);
  });

  it('never shows the results of a shorter search while the longer one settles', async () => {
    jest.useFakeTimers();
    serve([POSTS[0]!, ARCHIVED]);
    renderIndex();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const box = screen.getByRole('searchbox', { name: 'Search articles' });
    await user.type(box, 'biofilm');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    });
    await waitFor(() =>
      expect(titles()).toEqual(['Phages vs Antibiotics', 'Archived Plaque Assays']),
    );
    await user.type(box, ' zzz');
    expect(screen.queryByText('Archived Plaque Assays')).toBeNull();
    expect(screen.getByTestId('posts-loading')).toBeInTheDocument();
  });

  it('keeps a search typed before hydration, beside the category the address already holds', async () => {
    const tree = indexTree(POSTS);
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    window.history.replaceState(null, '', '/blogs?category=phage-biology');
    serve([POSTS[3]!]);
    container.querySelector<HTMLInputElement>('input[name="q"]')!.value = 'crispr';
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => void (root = hydrateRoot(container, tree)));
    expect(window.location.search).toBe('?q=crispr&category=phage-biology');
    expect(within(container).getByRole('searchbox')).toHaveValue('crispr');
    expect(titles()).toEqual(['CRISPR Began With Phages']);
    act(() => root.unmount());
    container.remove();
  });

  it('a blog with no posts yet says so, without placeholders', () => {
    renderIndex([]);
    expect(screen.getByText('No articles yet')).toBeInTheDocument();
    expect(screen.queryByTestId('posts-loading')).toBeNull();
  });
});
