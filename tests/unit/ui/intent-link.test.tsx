import { fireEvent, render, screen } from '@testing-library/react';
import { Link } from '@/components/ui/intent-link';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ prefetch, push: jest.fn(), replace: jest.fn() }),
}));

beforeEach(() => prefetch.mockClear());

describe('Link (prefetch on intent)', () => {
  it('does not prefetch on render, only when the visitor shows intent', () => {
    render(<Link href="/research">Research</Link>);
    const link = screen.getByRole('link', { name: 'Research' });
    expect(link).toHaveAttribute('href', '/research');
    expect(prefetch).not.toHaveBeenCalled();

    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(prefetch).toHaveBeenCalledTimes(3);
    expect(prefetch).toHaveBeenCalledWith('/research');
  });

  it('keeps the caller’s own handlers', () => {
    const onFocus = jest.fn();
    const onMouseEnter = jest.fn();
    render(
      <Link href="/phages" onFocus={onFocus} onMouseEnter={onMouseEnter}>
        Phages
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Phages' });
    fireEvent.focus(link);
    fireEvent.mouseEnter(link);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('never prefetches links that leave the site or only jump within the page', () => {
    render(
      <>
        <Link href="https://example.org/">Elsewhere</Link>
        <Link href="#main-content">Skip</Link>
      </>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Skip' }));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
