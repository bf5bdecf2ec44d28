import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useLocationSearch, writeSearch } from '@/lib/browser/location-search';

/** Shows the address's query as a page's view reads it. */
function View() {
  return <output>{`[${useLocationSearch()}]`}</output>;
}

beforeEach(() => window.history.replaceState(null, '', '/blogs'));

test('the server renders the view without a query: the built page has none', () => {
  expect(renderToString(<View />)).toContain('[]');
});

test('a new view is a history entry or replaces the current one, and is never written twice', () => {
  render(<View />);
  const entries = window.history.length;
  act(() => writeSearch('?q=phage', 'push'));
  expect(screen.getByRole('status')).toHaveTextContent('[?q=phage]');
  expect(window.history.length).toBe(entries + 1);
  act(() => writeSearch('?q=phages', 'replace'));
  expect(window.location.search).toBe('?q=phages');
  act(() => writeSearch('?q=phages', 'push'));
  expect(window.history.length).toBe(entries + 1);
});

test('Back brings the earlier view back, and an unmounted view stops listening', async () => {
  const { unmount } = render(<View />);
  act(() => writeSearch('?category=genomics', 'push'));
  const back = new Promise((resolve) =>
    window.addEventListener('popstate', resolve, { once: true }),
  );
  await act(async () => {
    window.history.back();
    await back;
  });
  expect(screen.getByRole('status')).toHaveTextContent('[]');
  unmount();
  const removed = jest.spyOn(window, 'removeEventListener');
  render(<View />).unmount();
  expect(removed).toHaveBeenCalledWith('popstate', expect.any(Function));
  removed.mockRestore();
});
