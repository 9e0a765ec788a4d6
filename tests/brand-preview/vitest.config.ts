import { defineConfig } from 'vitest/config';

/**
 * The brand preview's live check (`npx vitest run --config tests/brand-preview/vitest.config.ts`):
 * a real preview server and Chromium, about a minute, so it is run by hand, not by `npm test`.
 */
export default defineConfig({
  test: {
    include: ['tests/brand-preview/**/*.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
