import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { digestOfFiles } from '../../services/files-digest.ts';

/**
 * Everything a brand's build is made from: the site, every brand file, the build's own code, the
 * pinned packages and the import rules it checks first. Generous on purpose: a file too many only
 * costs a rebuild, a file missing would serve a build from before an edit.
 */
const BUILD_PATHS = [
  'src',
  'public',
  'brands',
  'astro.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  '.dependency-cruiser.cjs',
  'scripts/build.ts',
  'scripts/check-imports.ts',
  'scripts/astro-brand-integration.ts',
  'scripts/astro-directives-integration.ts',
  'scripts/chunk-groups.ts',
  'scripts/lib',
];
/** The environment files Vite reads, which git ignores. */
const ENV_FILES = ['.env', '.env.local', '.env.production', '.env.production.local'];

/**
 * A digest of a brand's build inputs as they are now: the files git holds or would (new ones too),
 * the environment files, the PUBLIC_ variables Vite bakes into the pages, the brand and Node.
 */
export function buildInputs(brand: string, { root = '.', env = process.env } = {}): string {
  const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard', '--', ...BUILD_PATHS], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  const variables = Object.entries(env)
    .filter(([name]) => name.startsWith('PUBLIC_'))
    .sort(([a], [b]) => a.localeCompare(b));
  return digestOfFiles([...files, ...ENV_FILES.filter((file) => existsSync(join(root, file)))], {
    root,
    extra: JSON.stringify({ brand, variables, node: process.version }),
  });
}

/** Where the build of a brand notes its inputs: beside its folder, which is what gets deployed. */
const stampOf = (distDir: string, brand: string) => join(distDir, `${brand}.build-inputs`);

/** Whether the brand's build in `distDir` is there and was made from these inputs. */
export function buildIsCurrent(distDir: string, brand: string, inputs: string): boolean {
  const stamp = stampOf(distDir, brand);
  return existsSync(join(distDir, brand)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs;
}

/** Notes the inputs of a finished build, or (null) forgets them while a new one overwrites it. */
export function stampBuild(distDir: string, brand: string, inputs: string | null): void {
  if (inputs === null) rmSync(stampOf(distDir, brand), { force: true });
  else writeFileSync(stampOf(distDir, brand), inputs);
}
