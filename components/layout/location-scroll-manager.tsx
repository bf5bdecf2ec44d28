'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import {
  handleLocationChange,
  LANGUAGE_SWITCH_KEYS,
  takeInPageUpdate,
} from '@/lib/browser/location-scroll';
import { safeStorage } from '@/lib/browser/storage';
import { takeTopScrollBehaviour } from '@/lib/browser/motion';

/** No search params: read in a prerender, they'd leave every page a hole to fill per request. */
export function LocationScrollManager() {
  const pathname = usePathname();
  const lastHref = useRef<string | null>(null);
  const cancelRetry = useRef<() => void>(() => {});

  useEffect(() => {
    const handle = (isFirst = false) => {
      const { href, pathname: path, search: query, hash } = window.location;
      if (href === lastHref.current) return;
      lastHref.current = href;
      if (takeInPageUpdate(href)) return;
      cancelRetry.current();
      // On first load the browser has already placed the page (top, or a reload's position).
      const storage = safeStorage('sessionStorage');
      if (isFirst && !hash && !storage?.getItem(LANGUAGE_SWITCH_KEYS.timestamp)) return;
      cancelRetry.current = handleLocationChange(
        { pathname: path, search: query, hash },
        { window, storage, now: Date.now, topBehaviour: takeTopScrollBehaviour() },
      );
    };

    handle(lastHref.current === null);

    // History updates land during React's commit; read the location once it has settled.
    const onChange = () => queueMicrotask(() => handle());
    const navigation = (window as Window & { navigation?: EventTarget }).navigation;
    const listening = new AbortController();
    if (navigation) {
      navigation.addEventListener('currententrychange', onChange, { signal: listening.signal });
    } else {
      window.addEventListener('hashchange', onChange, { signal: listening.signal });
      window.addEventListener('popstate', onChange, { signal: listening.signal });
    }
    return () => listening.abort();
  }, [pathname]);

  useEffect(() => () => cancelRetry.current(), []);

  return null;
}
