/**
 * Counts the ties between features and layers of `src/` (every .ts, .tsx and .astro file, tests
 * included), the figures the import rules keep at zero:
 *   node scripts/feature-imports.ts [--list]
 * - imports of another feature outside its public surface (its contract/ and the files it marks public);
 * - pairs of features tied, and of those the pairs that import each other both ways;
 * - imports from src/core up into features, src/app or src/contract (types included).
 */
import { createRequire } from 'node:module';
import { resolvedImports, sourceFiles } from './lib/module-imports.ts';

const { PUBLIC_FILES } = createRequire(import.meta.url)('./lib/feature-walls.cjs') as {
  PUBLIC_FILES: Record<string, string[]>;
};

const root = process.cwd();
const list = process.argv.includes('--list');
const imports = resolvedImports(root, sourceFiles(root, 'src', ['.ts', '.tsx', '.astro']));
const featureOf = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1];
const publicFiles = new Set(
  Object.entries(PUBLIC_FILES).flatMap(([feature, files]) =>
    files.map((file) => `src/features/${feature}/${file}`),
  ),
);
const isPublic = (path: string) => /^src\/features\/[^/]+\/contract\//.test(path) || publicFiles.has(path);

const internal = [];
const pairs = new Set<string>();
for (const { from, to } of imports) {
  const a = featureOf(from);
  const b = featureOf(to);
  if (a === undefined || b === undefined || a === b) continue;
  pairs.add(`${a}>${b}`);
  if (!isPublic(to)) internal.push(`${from} -> ${to}`);
}
const twoWay = [...pairs].filter((p) => {
  const [a, b] = p.split('>');
  return a < b && pairs.has(`${b}>${a}`);
});
const upward = imports
  .filter(({ from, to }) => from.startsWith('src/core/') && /^src\/(features|app|contract)\//.test(to))
  .map(({ from, to }) => `${from} -> ${to}`);

console.log(`cross-feature imports outside a public surface: ${internal.length}`);
console.log(
  `feature pairs tied (one way or both): ${new Set([...pairs].map((p) => p.split('>').sort().join('-'))).size}`,
);
console.log(
  `two-way feature pairs: ${twoWay.length}${twoWay.length ? ` (${twoWay.map((p) => p.replace('>', '<->')).join(', ')})` : ''}`,
);
console.log(`src/core imports upward: ${upward.length}`);
if (list) for (const line of [...internal, ...upward]) console.log(`  ${line}`);
