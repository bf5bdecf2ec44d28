import {
  requestTopScrollBehaviour,
  scrollBehaviour,
  takeTopScrollBehaviour,
} from '@/lib/browser/motion';
import { mockReducedMotion } from '../home/match-media';

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

test.each([
  ['smooth', false, 'smooth'],
  ['smooth', true, 'instant'],
  ['instant', false, 'instant'],
  ['auto', false, 'auto'],
  ['auto', true, 'auto'],
] as const)('a %s scroll, reduced motion %s, moves %s', (wanted, reduce, expected) => {
  mockReducedMotion(reduce);
  expect(scrollBehaviour(wanted)).toBe(expected);
});

test('a browser without matchMedia scrolls as asked', () => {
  expect(scrollBehaviour('smooth')).toBe('smooth');
});

test('the top scroll after a navigation is instant unless a link asked otherwise, once', () => {
  mockReducedMotion(false);
  expect(takeTopScrollBehaviour()).toBe('instant');
  requestTopScrollBehaviour('smooth');
  expect(takeTopScrollBehaviour()).toBe('smooth');
  expect(takeTopScrollBehaviour()).toBe('instant');
});
