import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';

const NOTE = 'We respect your privacy. Unsubscribe at any time.';

/**
 * lib/config reads the environment once, at import: load the section fresh with a newsletter URL.
 * Without one (the browser tests' build) it is checked in tests/e2e/home.spec.ts.
 */
async function loadSection(newsletterUrl: string): Promise<ComponentType> {
  const previous = process.env.NEXT_PUBLIC_NEWSLETTER_URL;
  process.env.NEXT_PUBLIC_NEWSLETTER_URL = newsletterUrl;
  let Section: ComponentType | undefined;
  await jest.isolateModulesAsync(async () => {
    Section = (await import('@/components/home/newsletter-section')).NewsletterSection;
  });
  if (previous === undefined) delete process.env.NEXT_PUBLIC_NEWSLETTER_URL;
  else process.env.NEXT_PUBLIC_NEWSLETTER_URL = previous;
  return Section!;
}

test('configured: the platform form in a lazily loaded, titled frame, with the privacy note', async () => {
  const Section = await loadSection('https://newsletter.example/subscribe');
  const { container } = render(<Section />);
  const region = screen.getByRole('region', { name: 'Notes from the phage lab' });
  expect(
    within(region)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'New research and publications',
    'Phage therapy trials and case reports',
    'Microbiome science, explained',
  ]);
  const frame = container.querySelector('iframe');
  expect(frame).not.toBeNull();
  expect(frame).toHaveAttribute('src', 'https://newsletter.example/subscribe');
  expect(frame).toHaveAttribute('loading', 'lazy');
  expect(frame).toHaveAttribute('title', 'Newsletter sign-up form');
  // Sandboxed to what a sign-up form needs: never top navigation, modals or downloads.
  const sandbox = frame!.getAttribute('sandbox')!.split(' ').sort();
  expect(sandbox).toEqual([
    'allow-forms',
    'allow-popups',
    'allow-popups-to-escape-sandbox',
    'allow-same-origin',
    'allow-scripts',
  ]);
  expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  expect(screen.queryByRole('link', { name: 'Subscribe by e-mail' })).toBeNull();
  expect(screen.getByText(NOTE)).toBeInTheDocument();
});
