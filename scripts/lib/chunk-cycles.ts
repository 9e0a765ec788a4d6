import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { staticImports } from './first-load-js.ts';

/**
 * Cycles among built files: a file that imports, directly or through others, a file importing it
 * back. In such a cycle the file loaded first runs before the one it imports, so a value it reads
 * from there at load (a store in a table's description) is still undefined.
 */
export function importCycles(imports: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of [...imports.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}

/** Each JavaScript file of a build folder with the files of that folder it imports statically. */
export function builtImports(folder: string): Map<string, string[]> {
  const files = readdirSync(folder).filter((name) => name.endsWith('.js'));
  return new Map(
    files.map((name) => [
      name,
      staticImports(readFileSync(join(folder, name), 'utf8')).map((spec) => spec.replace(/^\.\//, '')),
    ]),
  );
}
