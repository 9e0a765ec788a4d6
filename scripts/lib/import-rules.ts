/**
 * The forbidden rules of .dependency-cruiser.cjs applied to imports that dependency-cruiser cannot
 * read itself: those of `.astro` files (their frontmatter and `<script>` elements). The rules are
 * written once, in .dependency-cruiser.cjs; this reads them and judges each import by the same
 * `from`/`to` path conditions (`$1` in `to` is the first group matched by `from.path`).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

type Paths = string | string[];
type Condition = { path?: Paths; pathNot?: Paths; dependencyTypesNot?: string[]; circular?: boolean };
export type ForbiddenRule = { name: string; comment?: string; from: Condition; to: Condition };

/** The forbidden rules of the project's dependency-cruiser configuration. */
export function loadForbiddenRules(root: string): ForbiddenRule[] {
  const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs'));
  return config.forbidden;
}

const KNOWN_KEYS = new Set(['path', 'pathNot', 'dependencyTypesNot', 'circular', 'viaOnly']);
const list = (paths: Paths | undefined) => (paths === undefined ? [] : [paths].flat());

/** The rules that the import `from -> to` breaks. Cycle rules are left to dependency-cruiser. */
export function brokenRules(rules: ForbiddenRule[], from: string, to: string): string[] {
  const broken: string[] = [];
  for (const rule of rules) {
    for (const key of [...Object.keys(rule.from), ...Object.keys(rule.to)]) {
      if (!KNOWN_KEYS.has(key)) throw new Error(`${rule.name}: the .astro check cannot judge "${key}"`);
    }
    if (rule.to.circular) continue;
    const fromMatch = rule.from.path === undefined ? [from] : firstMatch(list(rule.from.path), from);
    if (fromMatch === null || matchesAny(list(rule.from.pathNot), from)) continue;
    const groups = (pattern: string) => pattern.replace(/\$(\d)/g, (_, n) => fromMatch[Number(n)] ?? '');
    const toPaths = list(rule.to.path).map(groups);
    if (toPaths.length > 0 && !matchesAny(toPaths, to)) continue;
    if (matchesAny(list(rule.to.pathNot).map(groups), to)) continue;
    broken.push(rule.name);
  }
  return broken;
}

function firstMatch(patterns: string[], path: string): RegExpExecArray | null {
  for (const pattern of patterns) {
    const m = new RegExp(pattern).exec(path);
    if (m) return m;
  }
  return null;
}

const matchesAny = (patterns: string[], path: string) => patterns.some((p) => new RegExp(p).test(path));
