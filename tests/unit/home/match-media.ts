/**
 * jsdom has no matchMedia: answer the reduced-motion query with the given preference; `set`
 * changes it as the system setting would, telling every listener.
 */
export function mockReducedMotion(reduce: boolean): { set(reduce: boolean): void } {
  let matches = reduce;
  const listeners = new Set<() => void>();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      get matches() {
        return query.includes('prefers-reduced-motion: reduce') ? matches : false;
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  return {
    set(next) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}
