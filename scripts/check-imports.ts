/**
 * The import rules of .dependency-cruiser.cjs over every file type: dependency-cruiser judges the
 * .ts/.tsx/.mjs files, and the same rules judge the imports of each .astro file (frontmatter and
 * `<script>` elements), which dependency-cruiser cannot parse.
 *   node scripts/check-imports.ts        (npm run check:imports; npm run build runs it first)
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { brokenRules, loadForbiddenRules } from './lib/import-rules.ts';
import { resolvedImports, sourceFiles } from './lib/module-imports.ts';

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
process.exit(cruiser.status !== 0 || broken.length > 0 ? 1 : 0);
