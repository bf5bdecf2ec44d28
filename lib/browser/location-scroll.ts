/** On a location change: restore a fresh language switch's position, else go to the hash or top. */
import { LANGUAGE_PREFIXES } from '@/lib/routes';
import { scrollBehaviour } from './motion';

export const LANGUAGE_SWITCH_RESTORE_WINDOW_MS = 5_000;
export const HASH_SCROLL_RETRY_MS = 500;

/** Session-storage keys written by a language switch (names fixed: docs/product.md). */
export const LANGUAGE_SWITCH_KEYS = {
  timestamp: 'languageSwitchTimestamp',
  scrollPosition: 'languageSwitchScrollPosition',
  path: 'languageSwitchPath',
  hash: 'languageSwitchHash',
  search: 'languageSwitchSearch',
} as const;

export type LocationSnapshot = Pick<Location, 'pathname' | 'search' | 'hash'>;

type LanguageSwitchRecord = NonNullable<ReturnType<typeof readLanguageSwitch>>;

let inPageHref: string | null = null;

/** A page writing its own state into the URL (the blog search) is no navigation: no scroll. */
export function markInPageUpdate(href: string): void {
  inPageHref = href;
}

export function takeInPageUpdate(href: string): boolean {
  const marked = inPageHref === href;
  inPageHref = null;
  return marked;
}

type LocationScrollDecision =
  { kind: 'restore'; top: number } | { kind: 'hash'; id: string } | { kind: 'top' };

export function readLanguageSwitch(storage: Storage) {
  const timestamp = storage.getItem(LANGUAGE_SWITCH_KEYS.timestamp);
  const scrollPosition = storage.getItem(LANGUAGE_SWITCH_KEYS.scrollPosition);
  const path = storage.getItem(LANGUAGE_SWITCH_KEYS.path);
  if (timestamp === null || scrollPosition === null || path === null) return null;
  const record = {
    timestamp: Number(timestamp),
    scrollPosition: Number(scrollPosition),
    path,
    hash: storage.getItem(LANGUAGE_SWITCH_KEYS.hash) ?? '',
    search: storage.getItem(LANGUAGE_SWITCH_KEYS.search) ?? '',
  };
  if (!Number.isFinite(record.timestamp) || !Number.isFinite(record.scrollPosition)) return null;
  return record;
}

function clearLanguageSwitch(storage: Storage): void {
  for (const key of Object.values(LANGUAGE_SWITCH_KEYS)) storage.removeItem(key);
}

const LANGUAGE_PREFIXED = new RegExp(`^/(?:${LANGUAGE_PREFIXES.join('|')})(/.*)?$`, 's');

export function withoutLanguagePrefix(path: string): string {
  return path.replace(LANGUAGE_PREFIXED, (_, rest?: string) => rest ?? '/');
}

const bare = (value: string, mark: '#' | '?') => (value.startsWith(mark) ? value.slice(1) : value);

function isLanguageSwitchFresh(record: LanguageSwitchRecord, now: number): boolean {
  const age = now - record.timestamp;
  return age >= 0 && age <= LANGUAGE_SWITCH_RESTORE_WINDOW_MS;
}

export function decideLocationScroll(
  location: LocationSnapshot,
  record: LanguageSwitchRecord | null,
  now: number,
): LocationScrollDecision {
  if (
    record &&
    isLanguageSwitchFresh(record, now) &&
    withoutLanguagePrefix(record.path) === withoutLanguagePrefix(location.pathname) &&
    bare(record.hash, '#') === bare(location.hash, '#') &&
    bare(record.search, '?') === bare(location.search, '?')
  )
    return { kind: 'restore', top: record.scrollPosition };
  const hash = bare(location.hash, '#');
  if (!hash) return { kind: 'top' };
  try {
    return { kind: 'hash', id: decodeURIComponent(hash) };
  } catch {
    return { kind: 'hash', id: hash };
  }
}

export interface ScrollEnvironment {
  window: Window;
  storage: Storage | null;
  now: () => number;
  topBehaviour?: ScrollBehavior;
}

/** The cleanup cancels a pending hash retry. */
export function handleLocationChange(location: LocationSnapshot, env: ScrollEnvironment) {
  const { storage, window: win } = env;
  const record = storage ? readLanguageSwitch(storage) : null;
  const decision = decideLocationScroll(location, record, env.now());

  if (decision.kind === 'restore') {
    win.scrollTo({ top: decision.top, left: 0, behavior: 'instant' });
    if (storage) clearLanguageSwitch(storage);
    return () => {};
  }
  // A stale record can never match again: drop it.
  if (storage && record && !isLanguageSwitchFresh(record, env.now())) clearLanguageSwitch(storage);

  if (decision.kind === 'hash') {
    const scrollToTarget = () => {
      const target = win.document.getElementById(decision.id);
      if (!target) return false;
      target.scrollIntoView({ behavior: scrollBehaviour('smooth'), block: 'start' });
      // The keyboard goes on from the target, as after a plain link to a part of a page: a menu
      // link followed on its own page would otherwise keep the focus, and its panel open. A target
      // the keyboard reaches already (a citation's link) stays in the tab order, with its ring.
      if (target.tabIndex < 0) target.tabIndex = -1;
      target.focus({ preventScroll: true });
      return true;
    };
    if (scrollToTarget()) return () => {};
    const retry = win.setTimeout(scrollToTarget, HASH_SCROLL_RETRY_MS);
    return () => win.clearTimeout(retry);
  }

  win.scrollTo({ top: 0, left: 0, behavior: env.topBehaviour ?? 'instant' });
  return () => {};
}
