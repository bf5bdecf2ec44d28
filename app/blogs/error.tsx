'use client';

import { Container } from '@/components/ui/container';
import { buttonClasses } from '@/components/ui/button-link';
import { blogText } from '@/content/blog-text';

/** Next logs the error in the browser console itself. */
export default function BlogsError() {
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
