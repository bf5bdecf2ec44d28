import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CurrentYear } from '@/components/layout/current-year';
import { SiteToaster, TOASTER_OPTIONS } from '@/components/layout/site-toaster';

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
  it('uses the spec defaults: dark, 4000 ms, 3 visible, bottom right, Alt+T', () => {
    expect(TOASTER_OPTIONS).toEqual({
      theme: 'dark',
      duration: 4000,
      visibleToasts: 3,
      position: 'bottom-right',
      hotkey: ['altKey', 'KeyT'],
    });
    render(<SiteToaster />);
    // sonner labels its region with the hotkey.
    expect(screen.getByRole('region', { name: /alt\+T/i })).toBeInTheDocument();
  });
});
