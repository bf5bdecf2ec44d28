/**
 * jsdom has no idle periods: this replaces requestIdleCallback with a queue the test runs by
 * calling `becomeIdle()`, and records the options each request asked for.
 */
export interface IdleQueue {
  readonly pending: Map<number, IdleRequestCallback>;
  readonly options: (IdleRequestOptions | undefined)[];
  becomeIdle(): void;
}

export function installIdleQueue(): IdleQueue {
  const pending = new Map<number, IdleRequestCallback>();
  const options: (IdleRequestOptions | undefined)[] = [];
  let nextId = 1;
  window.requestIdleCallback = (callback, requested) => {
    pending.set(nextId, callback);
    options.push(requested);
    return nextId++;
  };
  window.cancelIdleCallback = (id) => void pending.delete(id);
  return {
    pending,
    options,
    becomeIdle() {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}

export function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}
