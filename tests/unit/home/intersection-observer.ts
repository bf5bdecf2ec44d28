/**
 * jsdom has no IntersectionObserver: a stand-in whose callbacks the test delivers, each with the
 * entries a busy browser may batch into one call.
 */
export function installIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
  class StandIn {
    private readonly record;
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, targets: new Set<Element>() };
      observers.add(this.record);
    }
    observe(target: Element) {
      this.record.targets.add(target);
    }
    disconnect() {
      observers.delete(this.record);
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: StandIn,
  });
  return {
    /** One callback per observer of `target`, an entry per state, oldest first. */
    deliver(target: Element, ...states: boolean[]) {
      for (const { callback, targets } of observers) {
        if (!targets.has(target)) continue;
        const entries = states.map(
          (isIntersecting) => ({ target, isIntersecting }) as IntersectionObserverEntry,
        );
        callback(entries, {} as IntersectionObserver);
      }
    },
    uninstall: () => Reflect.deleteProperty(window, 'IntersectionObserver'),
  };
}
