'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { whenPageIsIdle } from '@/lib/browser/idle';
import { adoptLateFonts, prepareLateFonts } from '@/lib/browser/late-fonts';

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
