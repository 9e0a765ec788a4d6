import { execFileSync } from 'node:child_process';
import { digestOfFiles } from '../../services/files-digest.ts';

/** What draws a store besides its brand folder: the site, the services' data, the build, the review itself. */
const DRAWING_PATHS = [
  'src',
  'public',
  'services',
  'astro.config.mjs',
  // The build and the server the review draws from (not the benchmarks or the preview).
  'scripts/build.ts',
  'scripts/start.ts',
  'scripts/astro-brand-integration.ts',
  'scripts/astro-directives-integration.ts',
  'scripts/chunk-groups.ts',
  'scripts/lib',
  // The pinned versions (package.json), not the lockfile, which an install may rewrite.
  'package.json',
  // How the review visits and draws each screen.
  'tests/brand-review/screens.ts',
  'tests/brand-review/screen-types.ts',
  'tests/brand-review/pages.ts',
  'tests/brand-review/modals.ts',
  'tests/brand-review/setups.ts',
  'tests/brand-review/review-data.ts',
  'tests/brand-review/record.ts',
  'tests/brand-review/review.spec.ts',
  'tests/brand-review/playwright.config.ts',
  'tests/brand-servers.ts',
  'tests/fixtures.ts',
  'tests/walk-helpers.ts',
  'tests/requests-helpers.ts',
  'tests/accounts-helpers.ts',
];
const NOT_DRAWING = /(\.test\.tsx?|\.md)$/;

/** A digest of the tracked files that draw every brand (as committed or as edited in the work tree). */
export function drawingDigest(): string {
  const files = execFileSync('git', ['ls-files', '-z', '--', ...DRAWING_PATHS], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !NOT_DRAWING.test(file));
  return digestOfFiles(files);
}
