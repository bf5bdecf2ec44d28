import { useEffect, useState } from 'react';
import { whenPageIsIdle } from '@/lib/browser/idle';

/** False until loaded, painted and idle: a phone's frames go to the page itself before motion. */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenPageIsIdle(() => setIdle(true)), []);
  return idle;
}
