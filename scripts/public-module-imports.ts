import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Imports through a feature's public module, bundled as imports of the modules behind it.
 *
 * Features reach each other through one public module each (src/features/{feature}/index.ts,
 * docs/maintaining.md#feature-walls). To the bundler that module is one more importer of all it
 * re-exports, so a module only one page runs looked shared with every page that imports the
 * public module: scripts/page-chunks.ts left it out of the page's file, and the bundler put it in
 * a file that imported the page's file back. Rewriting each such import to the modules behind the
 * public module gives the bundler the graph the code really has; the source keeps its walls.
 */

const PUBLIC_MODULE = /[\\/]src[\\/]features[\\/][a-z-]+[\\/]index\.ts$/;

/** `import { a, type B, c as d } from '…'`, as biome writes it. */
const NAMED_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';?/g;
/** `export { a, type B, c as d } from '…'`: what a public module is made of, and a module of its own re-exporting another feature's. */
const NAMED_REEXPORT = /export\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';?/g;

interface Name {
  /** The name in the module that declares it. */
  imported: string;
  /** The name the importer uses. */
  local: string;
  typeOnly: boolean;
}

function namesOf(list: string, typeOnly: boolean): Name[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const isType = typeOnly || item.startsWith('type ');
      const [imported, local] = item.replace(/^type\s+/, '').split(/\s+as\s+/) as [string, string?];
      return { imported, local: local ?? imported, typeOnly: isType };
    });
}

/** A public module's exports: exported name -> the module declaring it and its name there. */
function publicExports(path: string): Map<string, { module: string; name: string }> {
  const exports = new Map<string, { module: string; name: string }>();
  for (const [, type, list, from] of readFileSync(path, 'utf8').matchAll(NAMED_REEXPORT)) {
    const module = resolve(dirname(path), from as string);
    for (const name of namesOf(list as string, Boolean(type))) {
      exports.set(name.local, { module, name: name.imported });
    }
  }
  return exports;
}

function specifier(fromDir: string, module: string): string {
  const path = relative(fromDir, module).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** The statements that replace one import (or re-export) of a public module; null when a name is not a plain re-export. */
function directImports(
  keyword: 'import' | 'export',
  names: Name[],
  fromDir: string,
  exports: ReturnType<typeof publicExports>,
): string | null {
  const byModule = new Map<string, string[]>();
  for (const name of names) {
    const target = exports.get(name.imported);
    if (!target) return null;
    const item = `${name.typeOnly ? 'type ' : ''}${target.name === name.local ? target.name : `${target.name} as ${name.local}`}`;
    byModule.set(target.module, [...(byModule.get(target.module) ?? []), item]);
  }
  return [...byModule]
    .map(([module, items]) => `${keyword} { ${items.join(', ')} } from '${specifier(fromDir, module)}';`)
    .join(' ');
}

/** A module's source with its imports of public modules made direct; null when it has none. */
export function withDirectImports(
  code: string,
  file: string,
  exportsOf: (publicModule: string) => ReturnType<typeof publicExports> = publicExports,
): string | null {
  const fromDir = dirname(file);
  let changed = false;
  const rewrite =
    (keyword: 'import' | 'export') =>
    (statement: string, type: string | undefined, list: string, from: string): string => {
      const target = resolve(fromDir, from);
      if (!PUBLIC_MODULE.test(target)) return statement;
      const direct = directImports(keyword, namesOf(list, Boolean(type)), fromDir, exportsOf(target));
      if (direct === null) return statement;
      changed = true;
      // The same number of lines, so positions after it stay where they were.
      return direct + '\n'.repeat(statement.split('\n').length - 1);
    };
  const rewritten = code.replace(NAMED_IMPORT, rewrite('import')).replace(NAMED_REEXPORT, rewrite('export'));
  return changed ? rewritten : null;
}

export function publicModuleImports(): Plugin {
  const cache = new Map<string, ReturnType<typeof publicExports>>();
  const exportsOf = (path: string) => {
    if (!cache.has(path)) cache.set(path, publicExports(path));
    return cache.get(path) as ReturnType<typeof publicExports>;
  };
  return {
    name: 'public-module-imports',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0] as string;
      if (
        !/\.(ts|tsx|astro)$/.test(file) ||
        file.includes(`${sep}node_modules${sep}`) ||
        !code.includes('index.ts')
      ) {
        return null;
      }
      const rewritten = withDirectImports(code, file, exportsOf);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
