import { notFound } from 'next/navigation';
import { Suspense } from 'react';

function NotFound(): never {
  notFound();
}

/**
 * "Not found" for the dynamic blog URLs proxy.ts could not reject beforehand. Next 16 answers a
 * notFound() thrown outside any Suspense boundary in an on-demand render with a bare error shell
 * (no header, footer or language); inside one, the site's document stays and the not-found page
 * renders in the browser. Found pages stay outside, so React never hides them behind a fallback.
 */
export function Missing() {
  return (
    <Suspense>
      <NotFound />
    </Suspense>
  );
}
