import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadsWithFirstScreen } from './lib/hydration-moments.ts';

/**
 * One file per store page for the code that only that page's first screen runs.
 *
 * Left to itself the bundler splits a page's own code by island and by shared module, a dozen
 * small files each compressed on its own. A module goes to a page's file when everything that
 * reaches it (by static imports) is one of that page's roots: its own scripts, or an island it
 * hydrates at load. A module also reached from anything else (another page's island, an island
 * that waits, a file loaded on demand) stays where the bundler puts it, so no page and no later
 * file ever loads another page's code. Modules reached from the roots of several pages only go to
 * a file of those pages.
 */

export const SHELLS = 'src/pages/shell';

/** Island module path -> the shell that hydrates it with the first screen, read from the shells' .astro files. */
function shellIslands(root: string): Map<string, string> {
  const islands = new Map<string, string>();
  for (const file of readdirSync(join(root, SHELLS)).filter((name) => name.endsWith('.astro'))) {
    const page = file.replace(/\.astro$/, '');
    const source = readFileSync(join(root, SHELLS, file), 'utf8');
    const imports = new Map(
      [...source.matchAll(/import \{ (\w+) \} from '([^']+\.tsx)'/g)].map((m) => [m[1], m[2]] as const),
    );
    for (const [, name, directive] of source.matchAll(/<(\w+)\b[^>]*\sclient:(\w+)\b/g)) {
      if (!loadsWithFirstScreen(directive as string)) continue;
      const path = imports.get(name as string);
      if (path) islands.set(resolve(root, SHELLS, path), page);
    }
  }
  return islands;
}

/** What the bundler tells of a module while it makes the files. */
interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importers: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean } | null;
}

/** The codeSplitting group that gathers each page's own first-screen modules (see above). */
export function pageChunkGroup(root = process.cwd()) {
  const islands = shellIslands(root);
  const shellScripts = `${join(root, SHELLS)}/`;
  /** The page a root module belongs to: one of a shell's own scripts, or an island it hydrates at load. */
  const pageOfRoot = (id: string): string | undefined =>
    id.startsWith(shellScripts) && id.includes('.astro?astro&type=script')
      ? id.slice(shellScripts.length).split('.astro?')[0]
      : islands.get(id);
  /**
   * The pages whose roots alone reach `id`; null when anything else reaches it too. A file one of
   * those pages loads on demand may reach it as well: that page has the module already.
   */
  const pagesReaching = (id: string, graph: ModuleGraph): string[] | null => {
    const first = graph.getModuleInfo(id);
    // A file loaded on demand stays out of the page's first load.
    if (!first || first.dynamicImporters.length > 0) return null;
    /** Pages reached by static imports alone, and pages reached through a file loaded on demand. */
    const pages = new Set<string>();
    const onDemandPages = new Set<string>();
    const seen = new Set([`static:${id}`]);
    const queue: { module: string; onDemand: boolean }[] = [{ module: id, onDemand: false }];
    while (queue.length > 0) {
      const { module, onDemand } = queue.pop() as { module: string; onDemand: boolean };
      const info = graph.getModuleInfo(module);
      if (!info) return null;
      const page = pageOfRoot(module);
      if (page) {
        (onDemand ? onDemandPages : pages).add(page);
        continue;
      }
      if (info.isEntry) return null;
      const next = [
        ...info.importers.map((importer) => ({ module: importer, onDemand })),
        ...info.dynamicImporters.map((importer) => ({ module: importer, onDemand: true })),
      ];
      for (const step of next) {
        const key = `${step.onDemand ? 'demand' : 'static'}:${step.module}`;
        if (seen.has(key)) continue;
        seen.add(key);
        queue.push(step);
      }
    }
    if (pages.size === 0 || [...onDemandPages].some((page) => !pages.has(page))) return null;
    return [...pages].sort();
  };
  return {
    name: (id: string, graph: ModuleGraph) => {
      const pages = pagesReaching(id, graph);
      return pages ? `page-${pages.join('_')}` : null;
    },
    // Its modules' imports are placed by the same rule: taking them along would take shared ones.
    includeDependenciesRecursively: false,
  };
}
