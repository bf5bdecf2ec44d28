'use client';

import { useEffect } from 'react';
import { Container } from '@/components/ui/container';
import { buttonClasses } from '@/components/ui/button-link';
import { blogText } from '@/content/blog-text';

export default function BlogsError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('Blogs page crashed:', error);
  }, [error]);
  return (
    <Container className="grid place-items-center py-24 text-center">
      <h1 className="text-title text-ink">{blogText.indexCrash.title}</h1>
      <p className="mt-4 max-w-md text-lg text-ink-soft">{blogText.indexCrash.text}</p>
      <button
        type="button"
        className={buttonClasses('primary', 'mt-8')}
        onClick={() => window.location.reload()}
      >
        {blogText.indexCrash.refresh}
      </button>
    </Container>
  );
}
