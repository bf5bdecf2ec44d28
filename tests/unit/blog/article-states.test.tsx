import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ArticleError from '@/app/blogs/[slug]/error';
import { metadata as notFoundMetadata } from '@/app/blogs/[slug]/not-found';

describe('article states', () => {
  it('error: "Unable to load article" with the message and a retry', async () => {
    const reset = jest.fn();
    render(
      <ArticleError error={new Error('The blog service could not be reached.')} reset={reset} />,
    );
    expect(screen.getByRole('heading', { name: 'Unable to load article' })).toBeInTheDocument();
    expect(screen.getByText('The blog service could not be reached.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '← Back to posts' })).toHaveAttribute('href', '/blogs');
  });

  it('error: the fallback text when there is no message or only a redacted server error', () => {
    const redacted = Object.assign(
      new Error('An error occurred in the Server Components render.'),
      {
        digest: '123',
      },
    );
    const { unmount } = render(<ArticleError error={redacted} reset={() => {}} />);
    expect(screen.getByText('Please check your connection and try again.')).toBeInTheDocument();
    unmount();
    render(<ArticleError error={new Error('')} reset={() => {}} />);
    expect(screen.getByText('Please check your connection and try again.')).toBeInTheDocument();
  });

  it('not found: titled "Blog" and kept out of the index', () => {
    // The page itself (heading, line, link back, title) is checked in tests/e2e/blog.spec.ts.
    expect(notFoundMetadata.title).toBe('Blog');
    expect(notFoundMetadata.robots).toEqual({ index: false });
  });
});
