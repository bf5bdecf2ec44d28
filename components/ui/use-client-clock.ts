import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * A value read from the visitor's clock. Pages are pre-rendered and kept in caches, so the server's
 * value may be old: hydration renders it, then `read()` replaces it with the visitor's own.
 */
export function useClientClock<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}
