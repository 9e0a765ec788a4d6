import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../services/deploy/nginx-harness.ts';
import { npmRun } from './npm-run.ts';

/**
 * The CI matrix of docs/testing.md on one screen: two shards, each drawing one width, then the
 * merge, writing to a folder of their own (REVIEW_OUTPUT_ROOT) instead of the checkout's.
 */
const output = mkdtempSync(join(tmpdir(), 'vitrine-shards-'));
afterAll(() => rmSync(output, { recursive: true, force: true }));

it('npm run test:brand -- --shard i/n on two machines, then --merge', async () => {
  const env = { REVIEW_OUTPUT_ROOT: output, REVIEW_BASE_PORT: String(await freePort()) };
  const screens = ['aurora', '--screens', 'home', '--no-checks'];
  for (const shard of ['1/2', '2/2']) {
    const ran = await npmRun('test:brand', [...screens, '--shard', shard], env);
    if (ran.code !== 0) console.log(ran.stdout, ran.stderr);
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain(`Shard ${shard}: 1 of 2 screens.`);
  }
  const shards = join(output, 'test-results', 'brand-review-shards');
  expect(readdirSync(shards).sort()).toEqual(['1-of-2', '2-of-2']);

  const merged = await npmRun('test:brand', ['aurora', '--screens', 'home', '--merge'], env);
  if (merged.code !== 0) console.log(merged.stdout, merged.stderr);
  expect(merged.stdout).toContain(`Merged 2 shard run(s) from ${shards}`);
  expect(merged.stdout).toContain('aurora: 0 of 2 screens differ from the approved look');
  expect(merged.code).toBe(0);
  const results = readdirSync(join(output, 'test-results', 'brand-review', 'aurora'));
  expect(results.filter((file) => file.endsWith('.result.json')).sort()).toEqual([
    'home-desktop.result.json',
    'home-phone.result.json',
  ]);
  expect(existsSync(join(output, 'brand-review-report', 'aurora', 'index.html'))).toBe(true);
});
