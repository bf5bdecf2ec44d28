import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** The server's value until hydration, then the browser's: pages are cached, so it may be old. */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}
