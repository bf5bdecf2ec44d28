import { render, screen } from '@testing-library/react';

const mockNewsletter = jest.fn();
jest.mock('@/lib/newsletter', () => ({
  get newsletter() {
    return mockNewsletter();
  },
}));

import { NewsletterCard } from '@/components/contact/newsletter-card';

describe('NewsletterCard', () => {
  it('links to the configured newsletter page in a new tab', () => {
    mockNewsletter.mockReturnValue({
      configured: true,
      href: 'https://newsletter.example/subscribe',
    });
    render(<NewsletterCard />);
    expect(screen.getByRole('heading', { name: 'Subscribe to Newsletter' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Subscribe/ });
    expect(link).toHaveAttribute('href', 'https://newsletter.example/subscribe');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Subscribe (opens in a new tab)');
  });

  it('without a newsletter platform offers e-mail in the same tab', () => {
    mockNewsletter.mockReturnValue({
      configured: false,
      href: 'mailto:hello@phagesandbiomes.example?subject=Newsletter%20subscription',
    });
    render(<NewsletterCard />);
    const link = screen.getByRole('link', { name: 'Subscribe by e-mail' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(link).not.toHaveAttribute('target');
  });
});
