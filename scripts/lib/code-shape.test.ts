import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LIMITS, oversizeIn, oversizeInTree } from './code-shape.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('code shape', () => {
  it('finds a file, a component and a service function over their limits', () => {
    const body = (lines: number) =>
      Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const component = `export function Big() {\n${body(LIMITS.componentLines)}\n  return null;\n}\n`;
    expect(oversizeIn('src/features/x/islands/Big.tsx', component).map((o) => o.name)).toEqual(['Big']);
    const service = `export function long() {\n${body(LIMITS.functionLines)}\n}\n`;
    expect(oversizeIn('services/x/long.ts', service).map((o) => o.name)).toEqual(['long']);
    expect(oversizeIn('src/features/x/rules/long.ts', service)).toEqual([]);
    expect(
      oversizeIn('src/features/x/rules/file.ts', `${body(LIMITS.fileLines + 1)}\n`).map((o) => o.name),
    ).toEqual(['(file)']);
  });

  // It reads every tracked source: 3 s alone, but over 20 s beside the other lane on a loaded machine.
  it('holds for every tracked source of the repository', { timeout: 90_000 }, () => {
    expect(oversizeInTree(ROOT)).toEqual([]);
  });
});
