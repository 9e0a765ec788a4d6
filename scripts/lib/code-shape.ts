/**
 * The size limits a maintainer can hold in their head, measured with the TypeScript parser:
 * a source file of at most 400 lines (seed data aside), a React component function of at most
 * 120 lines, any other function in `services/` or a `stores/` folder of `src/` of at most 80.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export const LIMITS = { fileLines: 400, componentLines: 120, functionLines: 80 } as const;

/** Seed data is a table written out, not logic: it may run long. */
const SEED_DATA = /^services\/(seed\/.*|db\/demo\/.*)-data\.ts$/;
const FUNCTION_DIRS = /^(services\/|src\/(.+\/)?stores\/)/;

export interface Oversize {
  file: string;
  name: string;
  lines: number;
  limit: number;
}

export function trackedSources(root: string): string[] {
  return execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.endsWith('.d.ts') && !file.includes('/migrations/'));
}

const isComponentName = (name: string) => /^[A-Z]/.test(name);

function nameOf(node: ts.Node): string | undefined {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) {
    return node.name.getText();
  }
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  return undefined;
}

/** Every named function of one file with its length in lines. */
export function functionsOf(file: string, text: string): { name: string; lines: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const name = nameOf(node);
      if (name) {
        const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        found.push({ name, lines: last - first + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What exceeds a limit, file by file. */
export function oversizeIn(file: string, text: string): Oversize[] {
  const out: Oversize[] = [];
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > LIMITS.fileLines && !SEED_DATA.test(file)) {
    out.push({ file, name: '(file)', lines, limit: LIMITS.fileLines });
  }
  const isTest = /\.(test|spec)\.tsx?$/.test(file);
  for (const fn of functionsOf(file, text)) {
    if (file.endsWith('.tsx') && isComponentName(fn.name) && fn.lines > LIMITS.componentLines) {
      out.push({ file, ...fn, limit: LIMITS.componentLines });
    } else if (!isTest && FUNCTION_DIRS.test(file) && fn.lines > LIMITS.functionLines) {
      out.push({ file, ...fn, limit: LIMITS.functionLines });
    }
  }
  return out;
}

export function oversizeInTree(root: string): Oversize[] {
  return trackedSources(root).flatMap((file) => oversizeIn(file, readFileSync(`${root}/${file}`, 'utf8')));
}

if (import.meta.main) {
  for (const o of oversizeInTree(process.cwd())) console.log(`${o.lines}\t>${o.limit}\t${o.file}\t${o.name}`);
}
