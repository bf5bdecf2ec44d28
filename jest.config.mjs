import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Tests run outside React's server environment, where the guard would always throw.
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
    '^node-fetch$': '<rootDir>/tests/node-fetch.cjs',
  },
  testMatch: [
    '<rootDir>/tests/unit/**/*.test.ts?(x)',
    '<rootDir>/tests/integration/**/*.test.ts?(x)',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/'],
  // The builds: the suite rebuilds them beside Jest, so a second run in one checkout would crawl
  // files being deleted.
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/bench/.floor/'],
  // Timings are faked wherever the product fixes them; this only keeps a busy machine from failing a test.
  testTimeout: 30_000,
};

export default createJestConfig(config);
