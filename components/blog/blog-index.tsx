'use client';

import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import type { PostSummary } from '@/lib/content/types';
import {
  categoriesOf,
  emptyReason,
  filterFromParams,
  filterPosts,
  filterToSearch,
  type BlogFilter,
} from '@/lib/blog/search';
import { POSTS_RETRY_COUNT, POSTS_STALE_MS, POSTS_SWR_KEY, retryDelay } from '@/lib/blog/swr';
import { BlogIndexView, type IndexState } from './blog-index-view';
import { useLocationSearch, writeLocationSearch } from './use-location-search';

export const POSTS_API = '/api/posts';

/** Loads the list through the route handler (which uses lib/content on the server). */
export async function fetchPosts(): Promise<PostSummary[]> {
  const response = await fetch(POSTS_API, { cache: 'no-store' });
  const payload = (await response.json().catch(() => null)) as {
    posts?: PostSummary[];
    error?: string;
  } | null;
  if (!response.ok || !Array.isArray(payload?.posts)) {
    throw new Error(payload?.error ?? `The blog service answered with HTTP ${response.status}.`);
  }
  return payload.posts;
}

/** Replaces (typing) or pushes (chips, search button) the filter into the URL. */
function writeUrl(filter: BlogFilter, mode: 'push' | 'replace') {
  writeLocationSearch(filterToSearch(filter), mode);
}

/**
 * The blog index island: the server's posts seed SWR, so the server HTML and the hydration pass
 * hold every card; search text and category live in the URL (?q=, ?category=) and apply right
 * after hydration; the search button refetches.
 */
export function BlogIndex({ initialPosts }: { initialPosts?: PostSummary[] }) {
  const urlFilter = filterFromParams(new URLSearchParams(useLocationSearch()));
  // The box shows ?q= until the visitor types; from then on it shows exactly what was typed (the
  // URL drops a blank query, the box must not). Back/forward hands the box back to the URL.
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? urlFilter.query;
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => {
    const followUrl = () => setTyped(null);
    window.addEventListener('popstate', followUrl);
    return () => window.removeEventListener('popstate', followUrl);
  }, []);

  const { data, error, mutate } = useSWR<PostSummary[], Error>(POSTS_SWR_KEY, fetchPosts, {
    fallbackData: initialPosts,
    revalidateOnMount: initialPosts === undefined,
    revalidateOnFocus: false,
    dedupingInterval: POSTS_STALE_MS,
    errorRetryCount: POSTS_RETRY_COUNT,
    onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
      if (retryCount > POSTS_RETRY_COUNT) return;
      setTimeout(() => void revalidate({ retryCount }), retryDelay(retryCount));
    },
    onError: (err) => console.error('Failed to load blog posts:', err),
  });

  const refetch = useCallback(async () => {
    setRefreshing(true);
    try {
      await mutate();
    } finally {
      setRefreshing(false);
    }
  }, [mutate]);

  const filter: BlogFilter = { query, category: urlFilter.category };
  const posts = data ?? [];
  const visible = filterPosts(posts, filter);
  let state: IndexState;
  if (error) state = { kind: 'error', message: error instanceof Error ? error.message : null };
  else if (refreshing || data === undefined) state = { kind: 'loading' };
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
        void refetch();
      }}
      onCategory={(slug) => writeUrl({ ...filter, category: slug }, 'push')}
      onRetry={() => void refetch()}
    />
  );
}
