'use client';

import { useEffect, useState } from 'react';
import { whenPageIsIdle } from '@/lib/browser/idle';

// False until the page has loaded, painted and gone idle: until then a phone needs each frame's
// style, layout and paint for the page itself, not for motion.
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenPageIsIdle(() => setIdle(true)), []);
  return idle;
}
