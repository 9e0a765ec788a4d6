/**
 * A tester's run: one brand's screenshot comparisons (`npm run test:brand -- <id>`), against that
 * brand's build, with Playwright's HTML report (image diffs side by side) written to
 * playwright-report/<id>/ and opened by nobody. Other arguments go to Playwright, e.g.
 * `--update-snapshots` to approve the new look.
 */
import { spawnSync } from 'node:child_process';
import { listBrandIds } from '../src/brand/load.ts';
import { MATRIX } from '../tests/brand-matrix.ts';

const [brand, ...rest] = process.argv.slice(2);
if (!brand || !listBrandIds().includes(brand)) {
  console.error(
    `Usage: npm run test:brand -- <brand> [Playwright options]; brands: ${listBrandIds().join(', ')}`,
  );
  process.exit(2);
}

const report = `playwright-report/${brand}`;
const result = spawnSync(
  process.execPath,
  [
    'node_modules/@playwright/test/cli.js',
    'test',
    '--grep',
    MATRIX.screens.tag,
    '--reporter=list,html',
    ...rest,
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BRANDS: brand,
      PLAYWRIGHT_HTML_OUTPUT_DIR: report,
      PLAYWRIGHT_HTML_OPEN: 'never',
    },
  },
);
console.log(`\nReport: ${report}/index.html`);
process.exit(result.status ?? 1);
