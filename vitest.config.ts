import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'services/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/brand-review/**/*.test.ts',
    ],
    environment: 'node',
    // A folder for the run's prepared databases, which test files open copies of.
    globalSetup: ['services/test/run-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
