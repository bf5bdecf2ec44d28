'use client';

import { useId, type FormEvent, type MouseEvent } from 'react';
import type { PostCardData } from '@/lib/blog/card';
import type { EmptyReason } from '@/lib/blog/search';
import { categoryPath } from '@/lib/blog/paths';
import { routes } from '@/lib/routes';
import { cn } from '@/lib/cn';
import { blogText } from '@/content/blog-text';
import { PostCardSkeleton } from './post-card';
import { PostGrid } from './post-listing';

export type IndexState =
  | { kind: 'list'; posts: PostCardData[] }
  | { kind: 'loading' }
  | { kind: 'error'; message: string | null }
  | { kind: 'empty'; reason: EmptyReason };

const { search, listError } = blogText;

interface BlogIndexViewProps {
  state: IndexState;
  categories: Array<{ slug: string; title: string }>;
  query: string;
  category: string | null;
  onQueryChange?: (query: string) => void;
  onSearch?: () => void;
  onCategory?: (slug: string | null) => void;
  onRetry?: () => void;
}

export function BlogIndexView({
  state,
  categories,
  query,
  category,
  onQueryChange,
  onSearch,
  onCategory,
  onRetry,
}: BlogIndexViewProps) {
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch?.();
  };
  // A chip is a link to its category's page (for crawlers, new tabs, and before hydration); a
  // plain click filters in place instead.
  const choose = (event: MouseEvent, slug: string | null) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!onCategory || event.button !== 0 || modified) return;
    event.preventDefault();
    onCategory(slug);
  };
  return (
    <div>
      <div className="flex flex-col gap-5">
        <form
          role="search"
          action="/blogs"
          onSubmit={submit}
          className="flex w-full max-w-xl gap-2"
        >
          <label htmlFor={inputId} className="sr-only">
            {search.label}
          </label>
          <input
            id={inputId}
            type="search"
            name="q"
            value={query}
            onChange={(event) => onQueryChange?.(event.target.value)}
            placeholder={search.label}
            autoComplete="off"
            className="min-h-11 w-full min-w-0 flex-1 rounded-pill border border-line-strong bg-surface-raised px-5 text-base text-ink placeholder:text-ink-muted focus:border-accent"
          />
          <button
            type="submit"
            className="min-h-11 shrink-0 rounded-pill bg-accent px-5 text-sm font-semibold text-ink-inverse shadow-card transition-colors hover:bg-accent-strong"
          >
            {search.button}
          </button>
        </form>
        <div role="group" aria-label={search.categories} className="flex flex-wrap gap-2">
          {[{ slug: null, title: search.all }, ...categories].map((chip) => {
            const active = chip.slug === category;
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

      <div className="mt-10" aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' ? (
          <div>
            <p className="sr-only">{blogText.loadingArticles}</p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="posts-loading">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <PostCardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {state.kind === 'error' ? (
          <div
            role="alert"
            className="mx-auto max-w-xl rounded-card border border-danger/30 bg-danger-soft px-6 py-10 text-center"
          >
            <h2 className="text-heading text-ink">{listError.title}</h2>
            <p className="mt-3 text-ink-soft">{listError.text}</p>
            {state.message ? (
              <p className="mt-3 font-mono text-sm text-danger" data-testid="posts-error-message">
                {state.message}
              </p>
            ) : null}
            <button
              type="button"
              onClick={onRetry}
              className="mt-6 min-h-11 rounded-pill bg-ink px-6 text-sm font-semibold text-ink-inverse hover:bg-ink-soft"
            >
              {listError.retry}
            </button>
          </div>
        ) : null}

        {state.kind === 'empty' ? (
          <div className="mx-auto max-w-xl rounded-card border border-dashed border-line-strong bg-surface-raised px-6 py-12 text-center">
            <h2 className="text-heading text-ink">{blogText.empty[state.reason].title}</h2>
            <p className="mt-3 text-ink-soft">{blogText.empty[state.reason].text}</p>
          </div>
        ) : null}

        {state.kind === 'list' ? <PostGrid posts={state.posts} /> : null}
      </div>
    </div>
  );
}
