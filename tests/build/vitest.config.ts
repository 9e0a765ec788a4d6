import { defineConfig } from 'vitest/config';

/** Checks of the built brands (dist/<brand>), run by scripts/test-all.ts after the build, no browser. */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
  },
});
