'use client';

import { useEffect, useId, useState, type FormEvent, type MouseEvent } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import type { PostCardData } from '@/lib/blog/card';
import {
  categoriesOf,
  emptyReason,
  filterFromParams,
  filterPosts,
  filterToSearch,
  type BlogFilter,
} from '@/lib/blog/search';
import { useLocationSearch, writeSearch } from '@/lib/browser/location-search';
import { useEarlyInput } from '@/lib/browser/early-input';
import { POSTS_RETRY_COUNT, POSTS_STALE_MS, POSTS_SWR_KEY, retryDelay } from '@/lib/blog/swr';
import { blogText } from '@/content/blog-text';
import { categoryPath } from '@/lib/blog/paths';
import { routes } from '@/lib/routes';
import { cn } from '@/lib/cn';
import { PostCardSkeleton, PostGrid } from './post-card';

/** Typing settles this long before the server is asked (the loaded posts filter at once). */
export const SEARCH_DEBOUNCE_MS = 300;
const { search: searchText, listError } = blogText;
const writeUrl = (filter: BlogFilter, mode: 'push' | 'replace') =>
  writeSearch(filterToSearch(filter), mode);

async function fetchList(url: string): Promise<PostCardData[]> {
  const response = await fetch(url, { cache: 'no-store' });
  const payload = (await response.json().catch(() => null)) as {
    posts?: PostCardData[];
    error?: string;
  } | null;
  if (!response.ok || !Array.isArray(payload?.posts)) {
    throw new Error(payload?.error ?? blogText.serviceAnswered(response.status));
  }
  return payload.posts;
}

const fetchPosts = () => fetchList('/api/posts');

const SWR_OPTIONS: SWRConfiguration = {
  revalidateOnFocus: false,
  dedupingInterval: POSTS_STALE_MS,
  onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
    if (retryCount > POSTS_RETRY_COUNT) return;
    setTimeout(() => void revalidate({ retryCount }), retryDelay(retryCount));
  },
  onError: (err) => console.error('Failed to load blog posts:', err),
};

/** The server's posts seed SWR, so the server HTML holds every card; the URL holds the filter. */
export function BlogIndex({ initialPosts }: { initialPosts?: PostCardData[] }) {
  const urlFilter = filterFromParams(new URLSearchParams(useLocationSearch()));
  // The box shows exactly what was typed (the URL drops a blank query) until back/forward.
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? urlFilter.query;
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => {
    const followUrl = () => setTyped(null);
    window.addEventListener('popstate', followUrl);
    return () => window.removeEventListener('popstate', followUrl);
  }, []);

  const { data, error, mutate } = useSWR<PostCardData[], Error>(POSTS_SWR_KEY, fetchPosts, {
    ...SWR_OPTIONS,
    fallbackData: initialPosts,
    revalidateOnMount: initialPosts === undefined,
  });

  // A non-blank query asks the server (every post, body text included) once typing settles.
  const text = query.trim();
  const [searched, setSearched] = useState(text);
  useEffect(() => {
    const settle = setTimeout(() => setSearched(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(settle);
  }, [text]);
  const search = useSWR<PostCardData[], Error>(
    searched ? `/api/search?q=${encodeURIComponent(searched)}` : null,
    fetchList,
    SWR_OPTIONS,
  );
  const current = text !== '' && searched === text;
  const results = current ? search.data : undefined;

  const refetch = async () => {
    setRefreshing(true);
    try {
      await (text ? search.mutate() : mutate());
    } finally {
      setRefreshing(false);
    }
  };

  const filter = { query, category: urlFilter.category };
  // At hydration the render still holds the server's empty address: the category is read live.
  const form = useEarlyInput(({ q }) => {
    if (q === undefined) return;
    setTyped(q);
    writeUrl(
      { ...filterFromParams(new URLSearchParams(window.location.search)), query: q },
      'replace',
    );
  });
  const posts = data ?? [];
  // The loaded posts give instant feedback; the server's results need only the category chip.
  const visible = results
    ? filterPosts(results, { query: '', category: filter.category })
    : filterPosts(posts, filter);
  const failure = text ? (current ? search.error : undefined) : error;
  const waiting = text ? results === undefined : data === undefined;
  const loading = !failure && (refreshing || (waiting && visible.length === 0));

  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    writeUrl(filter, 'push');
    // Search at once rather than after the pause; the same query again is fetched afresh.
    if (text && searched !== text) setSearched(text);
    else void refetch();
  };
  // A chip links to its category's page (crawlers, new tabs, before hydration); a click filters.
  const choose = (event: MouseEvent, slug: string | null) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.button !== 0 || modified) return;
    event.preventDefault();
    writeUrl({ ...filter, category: slug }, 'push');
  };
  return (
    <div>
      <div className="flex flex-col gap-5">
        <form
          ref={form}
          role="search"
          action="/blogs"
          onSubmit={submit}
          // With no script at all, `/blogs?q=…` is the page as built: no search to offer.
          className="flex w-full max-w-xl gap-2 noscript:hidden"
        >
          <label htmlFor={inputId} className="sr-only">
            {searchText.label}
          </label>
          <input
            id={inputId}
            type="search"
            name="q"
            value={query}
            onChange={(event) => {
              setTyped(event.target.value);
              writeUrl({ ...filter, query: event.target.value }, 'replace');
            }}
            placeholder={searchText.label}
            autoComplete="off"
            className="min-h-11 w-full min-w-0 flex-1 rounded-pill border border-line-strong bg-surface-raised px-5 text-base text-ink placeholder:text-ink-muted focus:border-accent"
          />
          <button
            type="submit"
            className="min-h-11 shrink-0 rounded-pill bg-accent px-5 text-sm font-semibold text-ink-inverse shadow-card transition-colors hover:bg-accent-strong"
          >
            {searchText.button}
          </button>
        </form>
        <div role="group" aria-label={searchText.categories} className="flex flex-wrap gap-2">
          {[{ slug: null, title: searchText.all }, ...categoriesOf(posts)].map((chip) => {
            const active = chip.slug === urlFilter.category;
            return (
              <a
                key={chip.slug ?? 'all'}
                href={chip.slug === null ? routes.blogs : categoryPath(chip.slug)}
                aria-current={active ? 'true' : undefined}
                onClick={(event) => choose(event, chip.slug)}
                className={cn(
                  'inline-flex min-h-9 items-center rounded-pill border px-4 text-sm font-medium transition-colors',
                  active
                    ? 'border-ink bg-ink text-ink-inverse'
                    : 'border-line-strong bg-surface-raised text-ink-soft hover:border-accent hover:text-accent',
                )}
              >
                {chip.title}
              </a>
            );
          })}
        </div>
      </div>

      {/* One line is announced: a live list reads every card it gains and none it loses. */}
      <p role="status" className="sr-only">
        {failure ? null : loading ? blogText.loadingArticles : searchText.shown(visible.length)}
      </p>
      <div className="mt-10" aria-busy={loading}>
        {failure ? (
          <div
            role="alert"
            className="mx-auto max-w-xl rounded-card border border-danger/30 bg-danger-soft px-6 py-10 text-center"
          >
            <h2 className="text-heading text-ink">{listError.title}</h2>
            <p className="mt-3 text-ink-soft">{listError.text}</p>
            {failure instanceof Error && failure.message ? (
              <p className="mt-3 font-mono text-sm text-danger" data-testid="posts-error-message">
                {failure.message}
              </p>
            ) : null}
            <button
              type="button"
              onClick={() => {
                // The panel goes as it loads: focus waits in the search box, not the page's start.
                document.getElementById(inputId)?.focus();
                void refetch();
              }}
              className="mt-6 min-h-11 rounded-pill bg-ink px-6 text-sm font-semibold text-ink-inverse hover:bg-ink-soft"
            >
              {listError.retry}
            </button>
          </div>
        ) : loading ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="posts-loading">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <PostCardSkeleton />
              </li>
            ))}
          </ul>
        ) : visible.length === 0 ? (
          <div className="mx-auto max-w-xl rounded-card border border-dashed border-line-strong bg-surface-raised px-6 py-12 text-center">
            <h2 className="text-heading text-ink">{blogText.empty[emptyReason(filter)].title}</h2>
            <p className="mt-3 text-ink-soft">{blogText.empty[emptyReason(filter)].text}</p>
          </div>
        ) : (
          <PostGrid posts={visible} />
        )}
      </div>
    </div>
  );
}
