import {
  decideLocationScroll,
  handleLocationChange,
  LANGUAGE_SWITCH_KEYS,
  markInPageUpdate,
  readLanguageSwitch,
  takeInPageUpdate,
  withoutLanguagePrefix,
  type LocationSnapshot,
} from '@/lib/browser/location-scroll';

const NOW = 1_750_000_000_000;

function recordSwitch(values: {
  at?: number;
  scroll?: number;
  path?: string;
  hash?: string;
  search?: string;
}) {
  sessionStorage.setItem('languageSwitchTimestamp', String(values.at ?? NOW - 1000));
  sessionStorage.setItem('languageSwitchScrollPosition', String(values.scroll ?? 640));
  sessionStorage.setItem('languageSwitchPath', values.path ?? '/about');
  sessionStorage.setItem('languageSwitchHash', values.hash ?? '');
  sessionStorage.setItem('languageSwitchSearch', values.search ?? '');
}

const at = (pathname: string, hash = '', search = ''): LocationSnapshot => ({
  pathname,
  hash,
  search,
});

const scrollTo = jest.fn();
const scrollIntoView = jest.fn();

beforeEach(() => {
  sessionStorage.clear();
  scrollTo.mockClear();
  scrollIntoView.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
  document.body.innerHTML = '';
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => jest.useRealTimers());

const env = () => ({ window, storage: sessionStorage, now: () => Date.now() });

describe('session-storage keys', () => {
  it('uses exactly the documented names', () => {
    expect(Object.values(LANGUAGE_SWITCH_KEYS).sort()).toEqual([
      'languageSwitchHash',
      'languageSwitchPath',
      'languageSwitchScrollPosition',
      'languageSwitchSearch',
      'languageSwitchTimestamp',
    ]);
  });

  it('reads a recorded switch, and nothing when incomplete or unreadable', () => {
    expect(readLanguageSwitch(sessionStorage)).toBeNull();
    recordSwitch({ path: '/es/about', hash: '#cv', search: '?a=1', scroll: 300 });
    expect(readLanguageSwitch(sessionStorage)).toEqual({
      timestamp: NOW - 1000,
      scrollPosition: 300,
      path: '/es/about',
      hash: '#cv',
      search: '?a=1',
    });
    sessionStorage.setItem('languageSwitchScrollPosition', 'lots');
    expect(readLanguageSwitch(sessionStorage)).toBeNull();
    for (const key of [
      'languageSwitchTimestamp',
      'languageSwitchScrollPosition',
      'languageSwitchPath',
    ]) {
      recordSwitch({ path: '/es/about', hash: '', search: '', scroll: 300 });
      sessionStorage.removeItem(key);
      expect(readLanguageSwitch(sessionStorage)).toBeNull();
    }
    // A switch saved without a hash or query reads them as empty.
    recordSwitch({ path: '/es/about', hash: '', search: '', scroll: 300 });
    sessionStorage.removeItem('languageSwitchHash');
    sessionStorage.removeItem('languageSwitchSearch');
    expect(readLanguageSwitch(sessionStorage)).toMatchObject({ hash: '', search: '' });
  });
});

describe('language prefix', () => {
  it('drops a 3-character language prefix, nothing else', () => {
    expect(withoutLanguagePrefix('/es/about')).toBe('/about');
    expect(withoutLanguagePrefix('/fr')).toBe('/');
    expect(withoutLanguagePrefix('/about')).toBe('/about');
    expect(withoutLanguagePrefix('/esoteric')).toBe('/esoteric');
    // A stored value that is not a path keeps its text: only "/xx" then the end or "/" is a prefix.
    expect(withoutLanguagePrefix('xen')).toBe('xen');
    expect(withoutLanguagePrefix('/de/')).toBe('/');
    expect(withoutLanguagePrefix('/it/about')).toBe('/it/about');
  });
});

describe('decision', () => {
  const record = {
    timestamp: NOW - 4000,
    scrollPosition: 812,
    path: '/de/research',
    hash: '#publications',
    search: '?view=all',
  };
  const plain = { ...record, path: '/research', hash: '', search: '' };
  const same = at('/research', '#publications', '?view=all');
  const restore = { kind: 'restore', top: 812 };
  const top = { kind: 'top' };
  const hash = (id: string) => ({ kind: 'hash', id });

  test.each([
    ['restores a matching switch recorded 4000 ms ago', same, record, NOW, restore],
    ['restores it 5000 ms after it was recorded', same, record, NOW + 1000, restore],
    ['ignores it after 5000 ms', same, record, NOW + 1001, hash('publications')],
    // The clock set back since the switch: its age is unknown, so it is not "within 5000 ms".
    ['ignores one dated later than now', same, record, NOW - 4001, hash('publications')],
    ['restores one recorded this very moment', same, record, NOW - 4000, restore],
    [
      'matches a hash and query stored without their marks',
      same,
      { ...record, hash: 'publications', search: 'view=all' },
      NOW,
      restore,
    ],
    ['ignores it on another path', at('/books'), plain, NOW, top],
    ['…another hash', at('/research', '#other', '?view=all'), record, NOW, hash('other')],
    ['…or query', at('/research', '#publications'), record, NOW, hash('publications')],
    ['matches the same path', at('/research'), plain, NOW, restore],
    ['matches it with a language prefix', at('/en/research'), plain, NOW, restore],
    ['else scrolls to the hash target', at('/phages', '#x-y'), null, NOW, hash('x-y')],
    // A broken escape cannot be decoded: the id is taken as written, never a thrown error.
    [
      '…taken as written when it cannot be decoded',
      at('/phages', '#%E0%A4%A'),
      null,
      NOW,
      hash('%E0%A4%A'),
    ],
    ['or to the top with an empty hash', at('/phages', '#'), null, NOW, top],
    ['or to the top without a hash', at('/phages'), null, NOW, top],
  ] as const)('%s', (_, location, saved, now, expected) => {
    expect(decideLocationScroll(location, saved, now)).toEqual(expected);
  });
});

describe('handling a location change (real sessionStorage, fake timers)', () => {
  it('restores the saved position instantly and clears every saved entry', () => {
    recordSwitch({ path: '/es/about', scroll: 1234 });
    handleLocationChange(at('/about'), env());
    expect(scrollTo).toHaveBeenCalledWith({ top: 1234, left: 0, behavior: 'instant' });
    expect(scrollIntoView).not.toHaveBeenCalled();
    for (const key of Object.values(LANGUAGE_SWITCH_KEYS)) {
      expect(sessionStorage.getItem(key)).toBeNull();
    }
  });

  it('leaves a fresh record for another page alone, and drops a stale one', () => {
    recordSwitch({ path: '/books' });
    handleLocationChange(at('/about'), env());
    expect(sessionStorage.getItem('languageSwitchPath')).toBe('/books');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });

    recordSwitch({ path: '/about', at: NOW - 6000 });
    handleLocationChange(at('/about'), env());
    expect(sessionStorage.getItem('languageSwitchTimestamp')).toBeNull();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('smooth-scrolls to the element with the hash id', () => {
    document.body.innerHTML = '<section id="phage-categories"></section>';
    handleLocationChange(at('/phages', '#phage-categories'), env());
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('phage-categories'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('moves the focus to the target, so the keyboard goes on from there', () => {
    document.body.innerHTML =
      '<a href="/research#publications">Publications</a><section id="publications"></section>' +
      '<h2 id="own" tabindex="0">Own</h2>';
    document.querySelector('a')!.focus();
    handleLocationChange(at('/research', '#publications'), env());
    const target = document.getElementById('publications')!;
    expect(target).toHaveFocus();
    expect(target.tabIndex).toBe(-1);
    // A target that sets its own tabindex keeps it.
    handleLocationChange(at('/research', '#own'), env());
    expect(document.getElementById('own')).toHaveFocus();
    expect(document.getElementById('own')!.tabIndex).toBe(0);
    // A link (a citation, back from its reference) stays one the keyboard reaches.
    document.body.insertAdjacentHTML('beforeend', '<a id="cite_1" href="#ref-1">[1]</a>');
    handleLocationChange(at('/blogs/a', '#cite_1'), env());
    expect(document.getElementById('cite_1')).toHaveFocus();
    expect(document.getElementById('cite_1')).not.toHaveAttribute('tabindex');
  });

  it('retries once after 500 ms when the target is not there yet', () => {
    handleLocationChange(at('/phages', '#late'), env());
    expect(scrollIntoView).not.toHaveBeenCalled();
    document.body.innerHTML = '<div id="late"></div>';
    jest.advanceTimersByTime(499);
    expect(scrollIntoView).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('late'));
  });

  it('retries only once, and not at all when cancelled by the next location change', () => {
    handleLocationChange(at('/phages', '#never'), env());
    jest.advanceTimersByTime(5000);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);

    const cancel = handleLocationChange(at('/phages', '#later'), env());
    document.body.innerHTML = '<div id="later"></div>';
    cancel();
    jest.advanceTimersByTime(1000);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('decodes encoded ids', () => {
    document.body.innerHTML = '<div id="what are phages"></div>';
    handleLocationChange(at('/phages', '#what%20are%20phages'), env());
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('scrolls to the top with the requested behaviour when there is no hash', () => {
    handleLocationChange(at('/contact'), { ...env(), topBehaviour: 'smooth' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('works without session storage (blocked by the browser)', () => {
    handleLocationChange(at('/contact'), { ...env(), storage: null });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});

describe('a page writing its own state into the URL', () => {
  it('marks that one location change as in-page, once', () => {
    markInPageUpdate('http://localhost/blogs?q=phage');
    expect(takeInPageUpdate('http://localhost/blogs?q=phage')).toBe(true);
    // Seen once: back or forward to the same entry later is a navigation again.
    expect(takeInPageUpdate('http://localhost/blogs?q=phage')).toBe(false);
  });

  it('does not excuse a different location change', () => {
    markInPageUpdate('http://localhost/blogs?q=phage');
    expect(takeInPageUpdate('http://localhost/blogs?q=phag')).toBe(false);
    expect(takeInPageUpdate('http://localhost/blogs?q=phage')).toBe(false);
  });
});
