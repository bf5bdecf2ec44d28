import { notFound } from 'next/navigation';
import { Suspense } from 'react';

function NotFound(): never {
  notFound();
}

/**
 * For blog URLs proxy.ts could not reject. Thrown inside Suspense so Next keeps the site's document
 * instead of its bare error shell (docs/decisions.md); found pages stay outside any fallback.
 */
export function Missing() {
  return (
    <Suspense>
      <NotFound />
    </Suspense>
  );
}
