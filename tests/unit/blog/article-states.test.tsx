import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArticleLinkStatus } from '@/components/blog/article-link-status';
import ArticleError from '@/app/blogs/[slug]/error';
import ArticleNotFound, { metadata as notFoundMetadata } from '@/app/blogs/[slug]/not-found';
import BlogsError from '@/app/blogs/error';

let mockPending = false;
jest.mock('next/link', () => ({
  ...jest.requireActual('next/link'),
  useLinkStatus: () => ({ pending: mockPending }),
}));

describe('article states', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('loading: "Loading article…" on the card from the click until the article shows', () => {
    mockPending = false;
    const { rerender } = render(<ArticleLinkStatus />);
    // The live region is there before the text, so screen readers announce the change.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    mockPending = true;
    rerender(<ArticleLinkStatus />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading article…');
    mockPending = false;
    rerender(<ArticleLinkStatus />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('error: "Unable to load article" with the message, logged, and a retry', async () => {
    const reset = jest.fn();
    render(
      <ArticleError error={new Error('The blog service could not be reached.')} reset={reset} />,
    );
    expect(screen.getByRole('heading', { name: 'Unable to load article' })).toBeInTheDocument();
    expect(screen.getByText('The blog service could not be reached.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
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

  it('not found: "Article not found" and its line, titled "Blog"', () => {
    const metadata = notFoundMetadata;
    render(<ArticleNotFound />);
    expect(screen.getByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByText('Return to the blog index to explore more posts.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to posts' })).toHaveAttribute('href', '/blogs');
    expect(metadata.title).toBe('Blog');
    expect(metadata.robots).toEqual({ index: false });
  });

  it('blogs render crash: "Something went wrong" with Refresh Page', () => {
    render(<BlogsError error={new Error('boom')} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText("We're having trouble loading the blogs page")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });
});
