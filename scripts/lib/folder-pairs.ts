import type { ResolvedImport } from './module-imports.ts';

/**
 * The folders under `base` (`services/`) that import each other, both ways, outside the files
 * `support` matches (tests and their harnesses): `['db <-> http']`. The files at the base itself
 * compose the folders (the app, the shared context, the mount) and are no folder.
 */
export function twoWayFolderPairs(
  imports: readonly ResolvedImport[],
  base: string,
  support: RegExp,
): string[] {
  const folderOf = (path: string) =>
    path.startsWith(base) ? path.slice(base.length).split('/').slice(0, -1)[0] : undefined;
  const ties = new Set<string>();
  for (const { from, to } of imports) {
    if (support.test(from)) continue;
    const a = folderOf(from);
    const b = folderOf(to);
    if (a && b && a !== b) ties.add(`${a}>${b}`);
  }
  return [...ties]
    .map((tie) => tie.split('>') as [string, string])
    .filter(([a, b]) => a < b && ties.has(`${b}>${a}`))
    .map(([a, b]) => `${a} <-> ${b}`)
    .sort();
}
