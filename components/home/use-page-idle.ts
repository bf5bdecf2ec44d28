'use client';

import { useEffect, useState } from 'react';
import { whenPageIsIdle } from '@/lib/browser/idle';

/**
 * False until the page has loaded, painted and gone idle. The home page's motion waits for it: each
 * moving frame costs style, layout and paint, which a phone is still spending on the page itself.
 */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenPageIsIdle(() => setIdle(true)), []);
  return idle;
}
