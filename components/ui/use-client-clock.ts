import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** Pages are cached, so the server's value may be old: after hydration the visitor's clock wins. */
export function useClientClock<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}
