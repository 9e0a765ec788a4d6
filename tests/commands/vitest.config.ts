import { defineConfig } from 'vitest/config';

/**
 * The documented commands run as written (`npm run …`), each on what it starts itself: a step of
 * `npm test` after the build (scripts/test-all.ts), so a command that no longer runs fails CI.
 * Two files at a time on two cores: each starts servers and browsers of its own.
 */
export default defineConfig({
  test: {
    include: ['tests/commands/**/*.test.ts'],
    environment: 'node',
    maxWorkers: 2,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
