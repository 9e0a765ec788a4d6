/**
 * The import rules of .dependency-cruiser.cjs over every file type: dependency-cruiser judges the
 * .ts/.tsx/.mjs files, and the same rules judge the imports of each .astro file (frontmatter and
 * `<script>` elements), which dependency-cruiser cannot parse.
 *   node scripts/check-imports.ts        (npm run check:imports; npm run build runs it first)
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { twoWayFolderPairs } from './lib/folder-pairs.ts';
import { brokenRules, loadForbiddenRules } from './lib/import-rules.ts';
import { resolvedImports, sourceFiles } from './lib/module-imports.ts';

const { SERVICES_TEST_SUPPORT } = createRequire(import.meta.url)('./lib/feature-walls.cjs') as {
  SERVICES_TEST_SUPPORT: string;
};

const root = process.cwd();
const FOLDERS = ['src', 'services', 'scripts', 'tests'];

const cruiser = spawnSync(
  process.execPath,
  [
    join('node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs'),
    ...FOLDERS,
    '--config',
    '.dependency-cruiser.cjs',
  ],
  { stdio: 'inherit', env: process.env },
);

const rules = loadForbiddenRules(root);
const astroFiles = FOLDERS.flatMap((folder) => sourceFiles(root, folder, ['.astro']));
const broken = resolvedImports(root, astroFiles).flatMap(({ from, to }) =>
  brokenRules(rules, from, to).map((rule) => `  error ${rule}: ${from} → ${to}`),
);
if (broken.length > 0) {
  console.error(`\n✘ ${broken.length} .astro import(s) break the rules of .dependency-cruiser.cjs:`);
  for (const line of broken) console.error(line);
} else {
  console.log(`✔ ${astroFiles.length} .astro files: no import breaks the rules of .dependency-cruiser.cjs`);
}
// The services' folders, like the storefront's features, never need each other both ways.
const servicesFiles = sourceFiles(root, 'services', ['.ts', '.tsx']);
const twoWay = twoWayFolderPairs(
  resolvedImports(root, servicesFiles),
  'services/',
  new RegExp(SERVICES_TEST_SUPPORT),
);
if (twoWay.length > 0)
  console.error(`\n✘ services: folders that import each other both ways: ${twoWay.join(', ')}`);
else console.log('✔ services: no two folders import each other both ways');
process.exit(cruiser.status !== 0 || broken.length > 0 || twoWay.length > 0 ? 1 : 0);
