import type { KnipConfig } from 'knip';

/**
 * The dead-code check (`npx knip`, in `npm test` and `npm run check`): files, exports and packages
 * used nowhere. Astro's pages, the vitest and Playwright tests and the configuration files are
 * found by knip's plugins; the entries below are what only this project knows.
 */
const config: KnipConfig = {
  entry: [
    'services/main.ts',
    'scripts/*.ts',
    'scripts/bench/*.ts',
    'tests/**/*.ts',
    // Astro loads the hydration directives by path (scripts/astro-directives-integration.ts).
    'src/core/browser/*-directive.ts',
    // The brand preview's page loads its script by URL (scripts/preview/sheet-page.ts).
    'scripts/preview/sheet-client.ts',
  ],
  project: [
    'src/**/*.{ts,tsx,astro,css}',
    'services/**/*.ts',
    'scripts/**/*.ts',
    'tests/**/*.ts',
    '*.{ts,mjs}',
  ],
  // A constant or type exported and used in its own file is named for its readers, not dead.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // The share image reads the font's files by a computed path (services/catalog/share/share-image.ts).
    '@fontsource/inter',
    // Lighthouse's own browser launcher, at the version Lighthouse pins (scripts/bench-web.ts).
    'chrome-launcher',
    // Vite comes with Astro; a test reads its `import.meta` types.
    'vite',
  ],
  // Commands of the machine, not packages: the benchmarks record the load, the review the fonts.
  ignoreBinaries: ['uptime', 'fc-list'],
  // The stylesheets' `@import`s are imports too (tailwindcss).
  compilers: {
    css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join('\n'),
  },
};

export default config;
