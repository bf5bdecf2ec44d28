import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CurrentYear } from '@/components/layout/current-year';
import { toast } from 'sonner';
import { SiteToaster, TOASTER_OPTIONS } from '@/components/layout/site-toaster';
import { isToasterWanted, showToast } from '@/lib/browser/toast';

describe('<CurrentYear>', () => {
  afterEach(() => jest.useRealTimers());

  it('server-renders the build year, then hydrates to the visitor’s current year', async () => {
    jest.useFakeTimers({ now: new Date('2031-01-02T10:00:00Z') });
    const html = renderToString(<CurrentYear initialYear={2030} />);
    expect(html).toContain('2030');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <CurrentYear initialYear={2030} />);
    });
    expect(container).toHaveTextContent('2031');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shows the current year on a client render', () => {
    jest.useFakeTimers({ now: new Date('2032-06-01T10:00:00Z') });
    render(<CurrentYear initialYear={2030} />);
    expect(screen.getByText('2032')).toBeInTheDocument();
  });
});

describe('<SiteToaster>', () => {
  // One toaster per page, and lib/browser/toast.ts keeps whether it was asked for: these tests run
  // in order, the first one sees the page before any toast.
  it('loads and renders nothing until the first toast, then shows it in the product’s toaster', async () => {
    expect(TOASTER_OPTIONS).toEqual({
      theme: 'dark',
      duration: 4000,
      visibleToasts: 3,
      position: 'bottom-right',
      hotkey: ['altKey', 'KeyT'],
    });
    const { container } = render(<SiteToaster />);
    expect(container).toBeEmptyDOMElement();
    expect(isToasterWanted()).toBe(false);
    expect(screen.queryByRole('region', { name: /alt\+T/i })).not.toBeInTheDocument();

    await act(() =>
      showToast('success', 'Citation copied to clipboard', { description: 'A title' }),
    );
    // sonner labels its region with the hotkey; the toast sent before it mounted is not lost.
    expect(await screen.findByRole('region', { name: /alt\+T/i })).toBeInTheDocument();
    expect(await screen.findByText('Citation copied to clipboard')).toBeInTheDocument();
    expect(screen.getByText('A title')).toBeInTheDocument();
  });

  // Dark and bottom right: TOASTER_OPTIONS above, and the page in tests/e2e/layout.spec.ts.
  it('shows at most 3 toasts at once', async () => {
    render(<SiteToaster />);
    await screen.findByRole('region', { name: /alt\+T/i });
    act(() => {
      for (const n of [1, 2, 3, 4]) toast(`Toast ${n}`);
    });
    await waitFor(() =>
      expect(document.querySelectorAll('[data-sonner-toast][data-visible="true"]')).toHaveLength(3),
    );
  });
});
