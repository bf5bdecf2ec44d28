import { notFound } from 'next/navigation';
import { Suspense } from 'react';

function NotFound(): never {
  notFound();
}

/**
 * "Not found" for a dynamic blog route, for the URLs proxy.ts could not call unknown beforehand
 * (it sends the others to static not-found pages). notFound() thrown outside any Suspense boundary
 * in an on-demand render makes Next 16 answer with a bare error shell (no header, footer or
 * language); thrown inside one, the page keeps the site's document and the boundary's not-found
 * page is rendered in the browser. Found pages stay outside any boundary, so React never outlines
 * them behind a fallback.
 */
export function Missing() {
  return (
    <Suspense>
      <NotFound />
    </Suspense>
  );
}
