import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { npmRun } from './npm-run.ts';

/** The commands the README and docs name that take options: each answers --help with them. */
const COMMANDS = [
  'bench',
  'bench:services',
  'bench:checkout',
  'bench:offers',
  'bench:web',
  'bench:desk',
  'bench:first-tap',
  'brand:preview',
  'db:first-store',
  'db:remove-demo',
  'db:reset',
  'db:seed',
  'test:brand',
];
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
  .scripts;

describe('each command answers --help with its options', () => {
  it.each(COMMANDS)('npm run %s -- --help', async (command) => {
    expect(scripts[command]).toBeDefined();
    const ran = await npmRun(command, ['--help']);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain(`npm run ${command}`);
    expect(ran.stdout).toContain('--help');
  });

  it('refuses an unknown option with the usage, and no stack trace', async () => {
    const ran = await npmRun('db:remove-demo', ['--everything']);
    expect(ran.code).toBe(2);
    expect(ran.stderr).toContain("Unknown option '--everything'");
    expect(ran.stderr).toContain('Usage: npm run db:remove-demo');
    expect(ran.stderr).not.toMatch(/\n\s+at /);
  });
});
