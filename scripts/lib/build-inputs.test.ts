import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputs, buildIsCurrent, stampBuild } from './build-inputs.ts';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
};
const inputs = (brand = 'aurora', env: NodeJS.ProcessEnv = {}) => buildInputs(brand, { root, env });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
  execFileSync('git', ['init', '-q'], { cwd: root });
  write('.gitignore', '.env\ndist/\n');
  write('src/pages/index.astro', '<h1>Olá</h1>');
  write('brands/aurora/brand.json', '{"name":"Aurora"}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a build’s inputs', () => {
  it('are the same while nothing changes', () => {
    expect(inputs()).toBe(inputs());
  });

  it('change with a source file, a new one not yet in git, a brand file and an environment file', () => {
    const seen = new Set([inputs()]);
    write('src/pages/index.astro', '<h1>Oi</h1>');
    seen.add(inputs());
    write('src/components/New.tsx', 'export const New = 1;');
    seen.add(inputs());
    write('brands/aurora/brand.json', '{"name":"Aurora Invest"}');
    seen.add(inputs());
    write('.env', 'PUBLIC_STORE_API=https://api.exemplo.com.br');
    seen.add(inputs());
    expect(seen.size).toBe(5);
  });

  it('change with the brand and with a PUBLIC_ variable, not with another variable', () => {
    const before = inputs('aurora', { HOME: '/root' });
    expect(inputs('horizonte', { HOME: '/root' })).not.toBe(before);
    expect(inputs('aurora', { HOME: '/root', PUBLIC_AUTH_API: 'https://auth.exemplo.com.br' })).not.toBe(
      before,
    );
    expect(inputs('aurora', { HOME: '/tmp' })).toBe(before);
  });

  it('ignore what git ignores, such as the build itself', () => {
    const before = inputs();
    write('dist/aurora/index.html', '<html></html>');
    expect(inputs()).toBe(before);
  });
});

describe('a build’s stamp', () => {
  it('holds for the inputs it was made from while the build is there', () => {
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'aurora'), { recursive: true });
    expect(buildIsCurrent(dist, 'aurora', 'abc')).toBe(false);
    stampBuild(dist, 'aurora', 'abc');
    expect(buildIsCurrent(dist, 'aurora', 'abc')).toBe(true);
    expect(buildIsCurrent(dist, 'aurora', 'abd')).toBe(false);
    rmSync(join(dist, 'aurora'), { recursive: true });
    expect(buildIsCurrent(dist, 'aurora', 'abc')).toBe(false);
  });

  it('is forgotten while a new build overwrites the old', () => {
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'aurora'), { recursive: true });
    stampBuild(dist, 'aurora', 'abc');
    stampBuild(dist, 'aurora', null);
    expect(buildIsCurrent(dist, 'aurora', 'abc')).toBe(false);
  });
});
