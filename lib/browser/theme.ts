import palette from '@/lib/palette.json';
import paletteDark from '@/lib/palette-dark.json';
import { safeStorage } from './storage';

/** Without a stored choice the page follows the system through CSS; a choice sets `data-theme`. */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = Exclude<ThemeChoice, 'system'>;

export const THEME_STORAGE_KEY = 'theme';

export const THEME_COLORS: Record<Theme, string> = {
  light: palette.ink,
  dark: paletteDark.surface,
};

/** A stored choice adds a theme-color meta ahead of the per-scheme ones React owns. */
const PINNED_META = 'data-theme-pinned';

export const THEME_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="light"||t==="dark"){var d=document,m=d.createElement("meta");d.documentElement.dataset.theme=t;m.name="theme-color";m.content=${JSON.stringify(THEME_COLORS)}[t];m.setAttribute("${PINNED_META}","");d.head.prepend(m)}}catch(e){}`;

export function readThemeChoice(): ThemeChoice {
  const stored = safeStorage('localStorage')?.getItem(THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

const listeners = new Set<() => void>();

export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme(readThemeChoice());
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  let pinned = document.head.querySelector<HTMLMetaElement>(`meta[${PINNED_META}]`);
  if (choice === 'system') {
    delete root.dataset.theme;
    pinned?.remove();
    return;
  }
  root.dataset.theme = choice;
  if (!pinned) {
    pinned = document.createElement('meta');
    pinned.name = 'theme-color';
    pinned.setAttribute(PINNED_META, '');
    document.head.prepend(pinned);
  }
  pinned.content = THEME_COLORS[choice];
}

export function chooseTheme(choice: ThemeChoice): void {
  const storage = safeStorage('localStorage');
  try {
    if (choice === 'system') storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage full or blocked: the choice still applies to this page.
  }
  applyTheme(choice);
  for (const listener of listeners) listener();
}
