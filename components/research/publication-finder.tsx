'use client';

import { useEffect, useId, useMemo, useState } from 'react';
import { researchListText as text } from '@/content/research-labels';
import { useLocationSearch, writeSearch } from '@/lib/browser/location-search';
import { useEarlyInput } from '@/lib/browser/early-input';
import { useBrowserValue } from '@/components/ui/use-browser-value';
import {
  fold,
  matcher,
  MAX_QUERY_LENGTH,
  ranks,
  searchOf,
  viewOf,
  type FinderRow,
  type View,
} from '@/lib/research/finder';

/** What the finder last wrote to a row is kept: reading it back costs a style read. */
type Row = FinderRow & {
  element: HTMLElement;
  group: HTMLElement | null;
  hidden: boolean;
  order: string;
};

const fieldClass =
  'min-h-11 w-full min-w-0 rounded-md border border-line-strong bg-surface-raised px-3 text-base font-normal text-ink focus:border-accent';
const labelClass = 'flex flex-col gap-1 text-sm font-semibold text-ink-soft';

function Choice({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    // As wide as its longest option, and wider where the row has room.
    <label className={`${labelClass} grow`}>
      {label}
      <select
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClass}
      >
        {options.map(([option, words]) => (
          <option key={option} value={option}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Rows are read once from the server's HTML, so a keystroke never queries the whole list. */
const indexes = new WeakMap<Element, Row[]>();

/** A row's words, not its controls' (Cite, "and N more") nor a link's "(opens in a new tab)". */
function searchedText(row: HTMLElement): string {
  const words = row.cloneNode(true) as HTMLElement;
  for (const control of words.querySelectorAll('.cite, summary, .sr-only')) control.remove();
  return words.textContent ?? '';
}

function rowsOf(listId: string): Row[] | null {
  const list = document.getElementById(listId);
  if (!list) return null;
  let rows = indexes.get(list);
  if (!rows) {
    rows = [...list.querySelectorAll<HTMLElement>('[data-work]')].map((element) => ({
      element,
      group: element.closest<HTMLElement>('[data-year-group]'),
      hidden: element.hidden,
      order: element.style.order,
      text: fold(searchedText(element)),
      year: element.dataset.year ?? '',
      kind: element.dataset.kind ?? '',
      cites: Number(element.dataset.cites) || 0,
    }));
    indexes.set(list, rows);
  }
  return rows;
}

const ADDRESS_SETTLE_MS = 300;

const writeQuery = (query: string) =>
  writeSearch(searchOf({ ...viewOf(window.location.search), query }), 'replace');

/** Rows are hidden or ordered in place, so with no script the server's list reads whole. */
export function PublicationFinder({
  listId,
  kinds,
  years,
  sortable,
}: {
  listId: string;
  kinds: readonly string[];
  years: readonly number[];
  sortable: boolean;
}) {
  const id = useId();
  const asked = viewOf(useLocationSearch());
  // A type or year the list does not hold (an old or hand-made address) is every one, as the
  // choices then show: a filter the visitor cannot see would empty the list. With no citation
  // counted, there is no sorting by citations.
  const address: View = {
    ...asked,
    sort: sortable ? asked.sort : 'year',
    kind: kinds.includes(asked.kind) ? asked.kind : '',
    year: years.some((year) => String(year) === asked.year) ? asked.year : '',
  };
  // Typing filters at once; the address (each change a router update) waits for typing to settle.
  const [typed, setTyped] = useState<string | null>(null);
  const view: View = { ...address, query: typed ?? address.query };
  const key = searchOf(view);
  const rows = useBrowserValue(() => rowsOf(listId), null);
  const matches = useMemo(() => rows?.map(matcher(viewOf(key))), [rows, key]);
  const shown = matches?.filter(Boolean).length;

  useEffect(() => {
    if (typed === null) return;
    const settle = window.setTimeout(() => writeQuery(typed), ADDRESS_SETTLE_MS);
    return () => window.clearTimeout(settle);
  }, [typed]);

  useEffect(() => {
    const followAddress = () => setTyped(null);
    window.addEventListener('popstate', followAddress);
    return () => window.removeEventListener('popstate', followAddress);
  }, []);

  useEffect(() => {
    if (!rows || !matches) return;
    const rank = ranks(rows, viewOf(key).sort);
    const shown = new Map<HTMLElement | null, number>();
    // Only what changes is written: each write to 2,000 rows would restyle all of them.
    rows.forEach((row, index) => {
      const hidden = !matches[index];
      const order = rank ? String(rank[index]) : '';
      if (row.hidden !== hidden) row.element.hidden = row.hidden = hidden;
      if (row.order !== order) row.element.style.order = row.order = order;
      shown.set(row.group, (shown.get(row.group) ?? 0) + (hidden ? 0 : 1));
    });
    // A year with nothing shown goes; the others' guessed height is what they show (ui.css).
    shown.forEach((count, group) => {
      if (!group) return;
      if (group.hidden !== !count) group.hidden = !count;
      if (group.style.getPropertyValue('--rows') !== String(count))
        group.style.setProperty('--rows', String(count));
    });
    document.getElementById(listId)?.toggleAttribute('data-sorted', !!rank);
  }, [rows, matches, key, listId]);

  const change = (part: Partial<View>) => writeSearch(searchOf({ ...view, ...part }), 'replace');
  // The fields are named as the address's query, so a search sent before hydration keeps them too.
  const form = useEarlyInput((changed) => {
    const params = new URLSearchParams(window.location.search);
    for (const [name, value] of Object.entries(changed)) params.set(name, value);
    writeSearch(searchOf(viewOf(params.toString())), 'replace');
  });

  return (
    <form
      ref={form}
      role="search"
      aria-label={text.finderLabel}
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-wrap gap-3 sm:gap-4"
    >
      <label className={`${labelClass} grow-[2] basis-full sm:basis-64`} htmlFor={`${id}-q`}>
        {text.search}
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          value={view.query}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          placeholder={text.searchPlaceholder}
          onChange={(event) => setTyped(event.target.value)}
          // Written at once as focus leaves: written later, while a link's page is on its way, the
          // address change would cancel that navigation (the router takes it for the current page's).
          onBlur={() => typed !== null && writeQuery(typed)}
          className={`${fieldClass} placeholder:text-ink-muted`}
        />
      </label>
      {sortable ? (
        <Choice
          label={text.sort}
          name="sort"
          value={view.sort}
          options={Object.entries(text.sorts)}
          onChange={(sort) => change({ sort: sort === 'cited' ? 'cited' : 'year' })}
        />
      ) : null}
      <Choice
        label={text.kind}
        name="type"
        value={view.kind}
        options={[['', text.everyKind], ...kinds.map((kind) => [kind, kind] as const)]}
        onChange={(kind) => change({ kind })}
      />
      <Choice
        label={text.year}
        name="year"
        value={view.year}
        options={[
          ['', text.everyYear],
          ...years.map((year) => [String(year), year ? String(year) : text.undated] as const),
        ]}
        onChange={(year) => change({ year })}
      />
      <p role="status" className="min-h-5 basis-full text-sm text-ink-soft">
        {shown === undefined ? '' : shown ? text.showing(shown, rows!.length) : text.noMatch}
      </p>
    </form>
  );
}
