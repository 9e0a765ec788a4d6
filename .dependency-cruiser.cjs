/**
 * Import rules checked by `npm test` (dependency-cruiser). The layers of `src/`:
 *   core/      what every feature shares: transport, page routes, storage, formats, validation,
 *              the UI kit and the modal plumbing; it reaches no feature.
 *   features/  one folder per feature (catalog, accounts, ordering, invitations, simulators,
 *              analytics, privacy, requests, brand): contract/, rules/, stores/ are what other
 *              features may use; islands/ and the screen folders are the feature's own.
 *   contract/  the services' route table and contract, gathered from the features' contract/.
 *   app/       what ties the features into pages: the modal registry and host, the route runner.
 * The services (`services/`) are a separate program: they read the contracts and pure rules,
 * and the components they render into fragments, never browser state or page scripts.
 */
const TEST_SUPPORT =
  '(\\.test\\.tsx?|/test-fixtures\\.ts|/filled-forms\\.ts|/test-helpers\\.ts|/dialog-test-env\\.ts)$';
const SCREEN_FOLDERS = '(islands|scripts|home|group|product|pages)';

/** A forbidden import: what it protects (comment), from which files, to which. */
const rule = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });

module.exports = {
  forbidden: [
    rule(
      'no-cycle',
      'A cycle makes the load order matter: move the shared piece down into its own module. Types load nothing, so a cycle closed by a type-only import is none.',
      {},
      { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    ),
    rule(
      'storefront-not-services',
      'The storefront ships to browsers; the services are a separate program.',
      { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      { path: '^services/' },
    ),
    rule(
      'core-reaches-no-feature',
      'The core is what the features share: it names no feature, app or contract module (types excepted: the session table stores the user as the auth service answers it).',
      { path: '^src/core/', pathNot: TEST_SUPPORT },
      { path: '^src/(features|app|contract)/', dependencyTypesNot: ['type-only'] },
    ),
    rule(
      'features-not-app',
      'The app ties features into pages; a feature that needs a piece of it needs it moved into the core.',
      { path: '^src/(core|features|contract)/', pathNot: TEST_SUPPORT },
      { path: '^src/app/' },
    ),
    rule(
      'no-feature-internals',
      `Another feature's contract/, rules/ and stores/ (and the brand's chrome) are open to a feature; its ${SCREEN_FOLDERS} folders are not: move what is shared into rules/, stores/ or the core.`,
      { path: '^src/features/([^/]+)/', pathNot: TEST_SUPPORT },
      { path: `^src/features/[^/]+/${SCREEN_FOLDERS}/`, pathNot: '^src/features/$1/' },
    ),
    rule(
      'contract-gathers-contracts',
      "The contract is shared by both ends: it reads the core and the features' contract/ folders only.",
      { path: '^src/contract/', pathNot: TEST_SUPPORT },
      { path: '^src/(app|features/[^/]+/(?!contract/))' },
    ),
    rule(
      'services-no-browser-state',
      'The services read the contracts, the pure rules and the components they render for fragments; never browser state (stores, transport, storage, the modal plumbing) or page scripts.',
      { path: '^services/', pathNot: TEST_SUPPORT },
      {
        path: '^src/(app/|core/(transport|storage|browser|modals)/|features/[^/]+/(stores|scripts)/|pages/)',
      },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.astro|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
