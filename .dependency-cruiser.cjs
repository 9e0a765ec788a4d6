/**
 * Import rules checked by `npm test` (dependency-cruiser): no import cycle anywhere, and the
 * storefront (`src/`) never reaches into the services (`services/`).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A cycle makes the load order matter: move the shared piece down into its own module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'storefront-not-services',
      severity: 'error',
      comment: 'The storefront ships to browsers; the services are a separate program.',
      from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^services/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.astro|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
