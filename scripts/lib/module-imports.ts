import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The script parts of an `.astro` file: its frontmatter (between the `---` fences) and the body of
 * each `<script>` element. dependency-cruiser has no parser for `.astro`, so the import rules read
 * these parts through this function (scripts/check-astro-imports.ts).
 */
export function astroScriptParts(source: string): string[] {
  const parts: string[] = [];
  const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (frontmatter) parts.push(frontmatter[1] as string);
  const body = frontmatter ? source.slice(frontmatter[0].length) : source;
  for (const m of body.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) parts.push(m[1] as string);
  return parts;
}

/** Every module a source names: static imports and re-exports, `import()`, types included. */
export function moduleSpecifiers(file: string, source: string): string[] {
  const parts = file.endsWith('.astro') ? astroScriptParts(source) : [source];
  return parts.flatMap((part) => ts.preProcessFile(part, true, true).importedFiles.map((f) => f.fileName));
}

/** The repository path a relative specifier names (its extension optional), or undefined for a package. */
export function resolveSpecifier(root: string, fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(root, dirname(fromFile), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  return relative(root, found ?? base).replaceAll('\\', '/');
}

/** Source files under a folder (repository paths), with the given extensions. */
export function sourceFiles(root: string, folder: string, extensions: string[]): string[] {
  const out: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) visit(path);
      } else if (extensions.some((ext) => entry.name.endsWith(ext))) out.push(path);
    }
  };
  visit(folder);
  return out.sort();
}

/** Each relative import of the given files, resolved: `{ from, to }` as repository paths. */
/** An import between two files of the project, as paths from its root. */
export interface ResolvedImport {
  from: string;
  to: string;
}

export function resolvedImports(root: string, files: string[]): ResolvedImport[] {
  return files.flatMap((from) =>
    moduleSpecifiers(from, readFileSync(join(root, from), 'utf8')).flatMap((specifier) => {
      const to = resolveSpecifier(root, from, specifier);
      return to === undefined ? [] : [{ from, to }];
    }),
  );
}
