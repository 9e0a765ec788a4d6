import { expect, it } from 'vitest';
import { npmRun } from './npm-run.ts';

it('npm run bench -- --smoke: every benchmark runs one short round and passes', async () => {
  const ran = await npmRun('bench', ['--smoke']);
  if (ran.code !== 0) console.log(ran.stdout, ran.stderr);
  expect(ran.stderr).not.toContain('Failed:');
  expect(ran.code).toBe(0);
  // Each benchmark printed its table.
  expect(ran.stdout).toContain('| pglite, cache 5 s | marketplace |');
  expect(ran.stdout).toContain('| pglite | order create (distinct pairs) |');
  expect(ran.stdout).toMatch(/\| \w+ \| home \| \d\.\d\d \|/);
});
