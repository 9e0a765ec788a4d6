/**
 * Prints each built shell's first-load JavaScript (gzip, scripts/lib/first-load-js.ts) per brand:
 *   npm run build && node scripts/first-load-report.ts [dist folder] [brand ...]
 * The budgets of tests/build/budgets.test.ts are set from these figures.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { shellFile, shellNames } from '../src/core/routes/route-table.ts';
import { listBrandIds } from '../src/features/brand/config/load.ts';
import { firstLoadJs } from './lib/first-load-js.ts';

const [distDir = process.env.DIST_DIR ?? 'dist', ...only] = process.argv.slice(2);
const brands = (only.length > 0 ? only : listBrandIds()).filter((id) => existsSync(join(distDir, id)));
const shells = shellNames().filter((shell) => shell !== 'index');

const kb = (bytes: number) => (bytes / 1024).toFixed(2).padStart(9);
console.log(`${'shell (KB gzip)'.padEnd(26)}${brands.map((id) => id.padStart(9)).join(' ')}`);
for (const shell of shells) {
  const figures = brands.map((id) => {
    const dist = join(distDir, id);
    return existsSync(join(dist, shellFile(shell)))
      ? kb(firstLoadJs(dist, shellFile(shell)).bytes)
      : '-'.padStart(9);
  });
  console.log(`${shell.padEnd(26)}${figures.join(' ')}`);
}
