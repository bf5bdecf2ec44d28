import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeControl } from '@/components/layout/theme-control';
import { themeControlText } from '@/content/layout';
import { THEME_COLORS, THEME_SCRIPT, THEME_STORAGE_KEY } from '@/lib/browser/theme';

const html = document.documentElement;
const themeColorMetas = () =>
  Array.from(document.head.querySelectorAll('meta[name="theme-color"]'), (m) =>
    [m.getAttribute('media'), m.getAttribute('content')].join(' '),
  );

beforeEach(() => {
  localStorage.clear();
  delete html.dataset.theme;
  document.head.innerHTML = `
    <meta name="theme-color" media="(prefers-color-scheme: light)" content="${THEME_COLORS.light}">
    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="${THEME_COLORS.dark}">`;
});

/** Runs the head script as the browser does: a classic inline script, global scope. */
const runHeadScript = () => new Function(THEME_SCRIPT)();

describe('the head script', () => {
  test.each(['light', 'dark'] as const)(
    'a stored "%s" pins the theme and the UI colour',
    (theme) => {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
      runHeadScript();
      expect(html.dataset.theme).toBe(theme);
      expect(themeColorMetas()).toEqual([
        ` ${THEME_COLORS[theme]}`,
        `(prefers-color-scheme: light) ${THEME_COLORS.light}`,
        `(prefers-color-scheme: dark) ${THEME_COLORS.dark}`,
      ]);
    },
  );

  test.each([null, 'system', 'purple', 'constructor'])(
    '%s leaves the system in charge',
    (value) => {
      if (value) localStorage.setItem(THEME_STORAGE_KEY, value);
      runHeadScript();
      expect(html.dataset.theme).toBeUndefined();
      expect(themeColorMetas()).toHaveLength(2);
    },
  );

  test('blocked storage is no error', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runHeadScript).not.toThrow();
    expect(html.dataset.theme).toBeUndefined();
    getItem.mockRestore();
  });

  test('is small', () => {
    expect(THEME_SCRIPT.length).toBeLessThan(400);
  });
});

describe('the theme control', () => {
  test('three labelled radios in a named group; System is checked with nothing stored', () => {
    render(<ThemeControl />);
    const group = screen.getByRole('group', { name: 'Colour theme' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['light', 'dark', 'system']);
    expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked();
  });

  test('choosing stores, applies and pins; System forgets', async () => {
    const user = userEvent.setup();
    render(<ThemeControl withLabels />);
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(html.dataset.theme).toBe('dark');
    expect(themeColorMetas()[0]).toBe(` ${THEME_COLORS.dark}`);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(themeColorMetas()[0]).toBe(` ${THEME_COLORS.light}`);
    expect(themeColorMetas()).toHaveLength(3);

    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(html.dataset.theme).toBeUndefined();
    expect(themeColorMetas()).toHaveLength(2);
  });

  test('a choice stored on an earlier visit: the server HTML checks System; once running, the control shows the choice', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runHeadScript();
    // The same for every visitor: the choice is known only in the browser.
    const server = document.createElement('div');
    server.innerHTML = renderToString(<ThemeControl />);
    expect(server.querySelector<HTMLInputElement>('input[value="system"]')!.checked).toBe(true);
    render(<ThemeControl />);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(themeColorMetas()).toHaveLength(3);
  });

  test.each([
    [null, 'dark'],
    ['dark', 'light'],
  ] as const)(
    'stored %s, a choice clicked before the script ran (%s) is applied once it runs',
    async (stored, clicked) => {
      if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
      runHeadScript();
      const host = document.createElement('div');
      host.innerHTML = renderToString(<ThemeControl />);
      document.body.append(host);
      host.querySelector<HTMLInputElement>(`input[value="${clicked}"]`)!.click();
      let root: Root | undefined;
      await act(async () => void (root = hydrateRoot(host, <ThemeControl />)));
      expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(clicked);
      expect(html.dataset.theme).toBe(clicked);
      expect(screen.getByRole('radio', { name: themeControlText.options[clicked] })).toBeChecked();
      act(() => root!.unmount());
      host.remove();
    },
  );

  test('hydrated with nothing clicked, a stored choice stays', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runHeadScript();
    const host = document.createElement('div');
    host.innerHTML = renderToString(<ThemeControl />);
    document.body.append(host);
    let root: Root | undefined;
    await act(async () => void (root = hydrateRoot(host, <ThemeControl />)));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    act(() => root!.unmount());
    host.remove();
  });

  test('where the head script did not run, the control applies the stored choice itself', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(<ThemeControl />);
    expect(html.dataset.theme).toBe('dark');
    expect(themeColorMetas()[0]).toBe(` ${THEME_COLORS.dark}`);
  });

  test('follows a choice made in another tab', () => {
    render(<ThemeControl />);
    act(() => {
      localStorage.setItem(THEME_STORAGE_KEY, 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    });
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(html.dataset.theme).toBe('light');
  });
});
