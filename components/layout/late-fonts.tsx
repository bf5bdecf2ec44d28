'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { whenPageIsIdle } from '@/lib/browser/idle';
import { adoptLateFonts, prepareLateFonts } from '@/lib/browser/late-fonts';

/**
 * A first visit reads in the fallback faces (the web fonts are `optional` and arrive late); from
 * the first client-side navigation on, it reads in the web fonts (lib/browser/late-fonts.ts).
 */
export function LateFonts() {
  const pathname = usePathname();
  const firstPath = useRef(pathname);
  useEffect(() => whenPageIsIdle(prepareLateFonts), []);
  // A layout effect: the fonts are in place before the next page is first painted.
  useLayoutEffect(() => {
    if (pathname !== firstPath.current) adoptLateFonts();
  }, [pathname]);
  return null;
}
