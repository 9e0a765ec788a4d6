import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'services/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/brand-review/**/*.test.ts',
      'tests/docs/**/*.test.ts',
    ],
    environment: 'node',
    // vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. The
    // service tests wait on their databases and servers much of the time, so one more than the cores
    // keeps both busy (the service tests on PostgreSQL: 312 s with one worker, 162 s with three).
    maxWorkers: availableParallelism() + 1,
    // A folder for the run's prepared databases, which test files open copies of.
    globalSetup: ['services/test/run-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
