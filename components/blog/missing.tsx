import { notFound } from 'next/navigation';
import { Suspense } from 'react';

function NotFound(): never {
  notFound();
}

/**
 * "Not found" for a dynamic blog route. notFound() thrown outside any Suspense boundary in an
 * on-demand render makes Next 16 answer with an empty error shell (the not-found page only in the
 * RSC payload: blank without JavaScript); thrown inside one, the not-found page is in the HTML.
 * Found pages stay outside any boundary, so React never outlines them behind a fallback.
 */
export function Missing() {
  return (
    <Suspense>
      <NotFound />
    </Suspense>
  );
}
