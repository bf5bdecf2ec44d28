'use client';

import { useCallback, useEffect, useState } from 'react';
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
import { POSTS_RETRY_COUNT, POSTS_STALE_MS, POSTS_SWR_KEY, retryDelay } from '@/lib/blog/swr';
import { blogText } from '@/content/blog-text';
import { BlogIndexView, type IndexState } from './blog-index-view';
import { useLocationSearch, writeLocationSearch } from './use-location-search';

/** Typing settles this long before the server is asked (the loaded posts filter at once). */
export const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_SWR_KEY = 'blog-search';

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
const fetchSearch = ([, text]: [string, string]) =>
  fetchList(`/api/search?q=${encodeURIComponent(text)}`);

const SWR_OPTIONS: SWRConfiguration = {
  revalidateOnFocus: false,
  dedupingInterval: POSTS_STALE_MS,
  errorRetryCount: POSTS_RETRY_COUNT,
  onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
    if (retryCount > POSTS_RETRY_COUNT) return;
    setTimeout(() => void revalidate({ retryCount }), retryDelay(retryCount));
  },
  onError: (err) => console.error('Failed to load blog posts:', err),
};

const writeUrl = (filter: BlogFilter, mode: 'push' | 'replace') =>
  writeLocationSearch(filterToSearch(filter), mode);

/** The server's posts seed SWR, so the server HTML holds every card; the URL holds the filter. */
export function BlogIndex({ initialPosts }: { initialPosts?: PostCardData[] }) {
  const urlFilter = filterFromParams(new URLSearchParams(useLocationSearch()));
  // Once the visitor types, the box shows exactly what was typed (the URL drops a blank query).
  // Back/forward hands the box back to the URL.
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
  const search = useSWR<PostCardData[], Error, [string, string] | null>(
    searched ? [SEARCH_SWR_KEY, searched] : null,
    fetchSearch,
    SWR_OPTIONS,
  );
  const current = text !== '' && searched === text;
  const results = current ? search.data : undefined;

  const refetch = useCallback(async () => {
    setRefreshing(true);
    try {
      await (text ? search.mutate() : mutate());
    } finally {
      setRefreshing(false);
    }
  }, [text, search, mutate]);

  const filter: BlogFilter = { query, category: urlFilter.category };
  const posts = data ?? [];
  // The loaded posts give instant feedback; the server's results need only the category chip.
  const visible = results
    ? filterPosts(results, { query: '', category: filter.category })
    : filterPosts(posts, filter);
  const failure = text ? (current ? search.error : undefined) : error;
  const waiting = text ? results === undefined : data === undefined;
  let state: IndexState;
  if (failure)
    state = { kind: 'error', message: failure instanceof Error ? failure.message : null };
  else if (refreshing || (waiting && visible.length === 0)) state = { kind: 'loading' };
  else if (visible.length === 0) state = { kind: 'empty', reason: emptyReason(filter) };
  else state = { kind: 'list', posts: visible };

  return (
    <BlogIndexView
      state={state}
      categories={categoriesOf(posts)}
      query={query}
      category={urlFilter.category}
      onQueryChange={(next) => {
        setTyped(next);
        writeUrl({ ...filter, query: next }, 'replace');
      }}
      onSearch={() => {
        writeUrl(filter, 'push');
        // Search at once rather than after the pause; the same query again is fetched afresh.
        if (text && searched !== text) setSearched(text);
        else void refetch();
      }}
      onCategory={(slug) => writeUrl({ ...filter, category: slug }, 'push')}
      onRetry={() => void refetch()}
    />
  );
}
