import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { LastUpdatedDate } from '@/components/legal/last-updated-date';

describe('<LastUpdatedDate>', () => {
  afterEach(() => jest.useRealTimers());

  it('server-renders the owner’s today, then hydrates to the visitor’s today', async () => {
    // The page was rendered yesterday and kept; the visitor opens it at noon today.
    jest.useFakeTimers({ now: new Date(2026, 10, 27, 12) });
    const html = renderToString(<LastUpdatedDate ownerToday="2026-11-26" />);
    expect(html).toContain('<time dateTime="2026-11-26"');
    expect(html).toContain('November 26, 2026');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <LastUpdatedDate ownerToday="2026-11-26" />);
    });
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2026-11-27');
    expect(container).toHaveTextContent('November 27, 2026');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('writes the visitor’s date on a client render, also just after midnight', () => {
    jest.useFakeTimers({ now: new Date(2027, 0, 1, 0, 5) });
    render(<LastUpdatedDate ownerToday="2026-12-31" />);
    expect(screen.getByText('January 1, 2027')).toHaveAttribute('dateTime', '2027-01-01');
  });
});
