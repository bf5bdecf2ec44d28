'use client';

import { useEffect } from 'react';
import { Container } from '@/components/ui/container';
import { buttonClasses } from '@/components/ui/button-link';

/** The blogs page's render-crash fallback (spec §2, §8). */
export default function BlogsError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('Blogs page crashed:', error);
  }, [error]);
  return (
    <Container className="grid place-items-center py-24 text-center">
      <h1 className="text-title text-ink">Something went wrong</h1>
      <p className="mt-4 max-w-md text-lg text-ink-soft">
        We&apos;re having trouble loading the blogs page
      </p>
      <button
        type="button"
        className={buttonClasses('primary', 'mt-8')}
        onClick={() => window.location.reload()}
      >
        Refresh Page
      </button>
    </Container>
  );
}
