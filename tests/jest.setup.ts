import '@testing-library/jest-dom';

// Components rendered outside Next's App Router (most component tests) get an inert router for
// useRouter, so links that prefetch on intent can render; tests that need a router mock their own.
jest.mock('next/navigation', () => {
  const actual = jest.requireActual('next/navigation');
  const inert = { push() {}, replace() {}, refresh() {}, back() {}, forward() {}, prefetch() {} };
  return {
    ...actual,
    useRouter: () => {
      try {
        return actual.useRouter();
      } catch {
        return inert;
      }
    },
  };
});
