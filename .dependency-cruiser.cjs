/**
 * Import rules checked by `npm run check:imports` and the build (scripts/check-imports.ts applies
 * them to .astro files too). The layers of `src/`:
 *   core/      what every feature shares: transport, page routes, storage, formats, validation,
 *              the UI kit and common widgets, the modal plumbing, the shared context (store and
 *              banker, session, the brand's client data and hooks) and the product rules; it
 *              imports nothing above it, types included.
 *   features/  one folder per feature; another feature sees only its contract/ and the files it
 *              marks public (PUBLIC_FILES), and only in the direction of FEATURE_ROWS
 *              (scripts/lib/feature-walls.cjs).
 *   contract/  what composes the features' contract/ folders: the services' contracts, every route
 *              table, the OpenAPI document; no feature imports it.
 *   app/       what composes features into pages: layouts, the modal registry and host, the route runner.
 * The services (`services/`) are a separate program: they read the contracts and pure rules,
 * and the components they render into fragments, never browser state or page scripts.
 */
const TEST_SUPPORT =
  '(\\.test\\.tsx?|/test-fixtures\\.ts|/filled-forms\\.ts|/test-helpers\\.ts|/dialog-test-env\\.ts)$';
const { FEATURE_ROWS, PUBLIC_FILES, SERVICES_TEST_SUPPORT } = require('./scripts/lib/feature-walls.cjs');

const escapeDots = (path) => path.replace(/[.]/g, '\\.');
/** The files features mark public, as paths: `^src/features/(catalog/ui/BrandLogo\.tsx|…)$`. */
const PUBLIC_FILE = `^src/features/(${Object.entries(PUBLIC_FILES)
  .flatMap(([feature, files]) => files.map((file) => escapeDots(`${feature}/${file}`)))
  .join('|')})$`;
const LISTED = FEATURE_ROWS.flat().join('|');

/**
 * The services' platform layer, and their feature folders (docs/services.md#layout). Between them
 * stand the pieces that compose features and so may name them: the shared context (context.ts,
 * who the caller is; mount.ts, a route's token and body checks), the partners' registry
 * (partner-registry.ts, which holds the offers' lenders beside the other sandbox partners) and
 * the seed (seed/: the platform's rows, the first store, every feature's demo data).
 */
const SERVICES_PLATFORM =
  '^services/(db/|http/|mail/|log/|metrics/|clock/|jobs/|partners/|notifications/|(config|env-flag|files-digest|production-check)\\.ts$)';
const SERVICES_FEATURE =
  '^services/(accounts|analytics|catalog|checkout|funnel|invitations|offers|ordering|privacy|requests|simulators)/';

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
      'The core is what the features share: it names no feature, app or contract module, types included; what it needs of them moves down into it.',
      { path: '^src/core/', pathNot: TEST_SUPPORT },
      { path: '^src/(features|app|contract)/' },
    ),
    rule(
      'features-not-app',
      'The app ties features into pages; a feature that needs a piece of it needs it moved into the core.',
      { path: '^src/(core|features|contract)/', pathNot: TEST_SUPPORT },
      { path: '^src/app/' },
    ),
    rule(
      'feature-public-surface',
      'A feature reaches another only through its public surface: its contract/ and the files it marks public (PUBLIC_FILES of scripts/lib/feature-walls.cjs). Mark what others need there, or move what both need down into the core.',
      { path: '^src/features/([^/]+)/', pathNot: TEST_SUPPORT },
      {
        path: '^src/features/[^/]+/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/contract/', PUBLIC_FILE],
      },
    ),
    ...FEATURE_ROWS.map((row, index) =>
      rule(
        `feature-direction-${row.join('-')}`,
        'A feature uses only features on lower rows of FEATURE_ROWS (and any contract/): what two features both need moves down a row or into the core.',
        { path: `^src/features/(${row.join('|')})/`, pathNot: TEST_SUPPORT },
        {
          path: `^src/features/(${FEATURE_ROWS.slice(0, index + 1)
            .flat()
            .join('|')}|(?!(${LISTED})/)[^/]+)/(?!contract/)`,
          pathNot: '^src/features/$1/',
        },
      ),
    ),
    rule(
      'features-not-contract',
      "src/contract composes the features' calls; a feature reads another's calls in that feature's contract/.",
      { path: '^src/features/' },
      { path: '^src/contract/' },
    ),
    rule(
      'contract-gathers-contracts',
      "The contract is shared by both ends: it reads the core and the features' contract/ folders only.",
      { path: '^src/contract/', pathNot: TEST_SUPPORT },
      { path: '^src/(app|features/[^/]+/(?!contract/))' },
    ),
    rule(
      'services-no-cycle',
      'In the services no cycle at all, type imports included: a type two modules share moves down into its own module.',
      { path: '^services/' },
      { path: '^services/', circular: true },
    ),
    rule(
      'services-platform-names-no-feature',
      "The platform layer (the database, http, mail, log, metrics, clock, jobs, the partners' transport, the configuration) serves every feature and imports none: what it needs of one moves down into it.",
      { path: SERVICES_PLATFORM, pathNot: TEST_SUPPORT },
      { path: SERVICES_FEATURE },
    ),
    ...FEATURE_ROWS.map((row, index) =>
      rule(
        `services-direction-${row.join('-')}`,
        "In the services too, a feature's folder uses only the folders of features on lower rows of FEATURE_ROWS, the storefront's table: what two need moves down a row, into a contract, or into the platform layer (services/db/products.ts, identity.ts).",
        { path: `^services/(${row.join('|')})/`, pathNot: SERVICES_TEST_SUPPORT },
        {
          path: `^services/(${FEATURE_ROWS.slice(0, index + 1)
            .flat()
            .join('|')})/`,
          pathNot: '^services/$1/',
        },
      ),
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
