import { watchVisibility } from '@/lib/browser/visibility';
import { installIntersectionObserver } from './intersection-observer';

test('the last of a batch of entries is current; stopping stops the reports', () => {
  const observer = installIntersectionObserver();
  const element = document.createElement('div');
  const seen: boolean[] = [];
  const stop = watchVisibility(element, (visible) => seen.push(visible));
  // Changes queued while the main thread was busy arrive in one call, oldest first.
  observer.deliver(element, true, false);
  observer.deliver(element);
  expect(seen).toEqual([false]);
  stop();
  observer.deliver(element, true);
  expect(seen).toEqual([false]);
  observer.uninstall();
});

test('without IntersectionObserver the element counts as on screen', () => {
  const seen: boolean[] = [];
  watchVisibility(document.createElement('div'), (visible) => seen.push(visible))();
  expect(seen).toEqual([true]);
});
