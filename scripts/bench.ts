/**
 * The three benchmarks in one run (`npm run bench`): store reads, order creation, then Lighthouse.
 * Each prints its own tables; this prints one table of every goal of the performance issue, as
 * measured side by side in this run, with the machine's load at start and end.
 *   npm run bench -- --only postgres --duration 3    options passed to the two service benchmarks
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GOALS_FILE_ENV, goalsTable, readGoals } from './lib/bench-goals.ts';
import { machineLoad } from './lib/machine-load.ts';

const dir = mkdtempSync(join(tmpdir(), 'bench-'));
const goalsFile = join(dir, 'goals.jsonl');
const serviceArgs = process.argv.slice(2);
const runs: [string, string[]][] = [
  ['scripts/bench-services.ts', serviceArgs],
  ['scripts/bench/checkout-bench.ts', serviceArgs],
  ['scripts/bench-web.ts', []],
];

const loadAtStart = machineLoad();
try {
  for (const [script, args] of runs) {
    spawnSync(process.execPath, [script, ...args], {
      stdio: 'inherit',
      env: { ...process.env, [GOALS_FILE_ENV]: goalsFile },
    });
  }
  const goals = readGoals(goalsFile);
  console.log(`\nGoals, measured in this run (load at start: ${loadAtStart}; at end: ${machineLoad()})\n`);
  console.log(goalsTable(goals));
  process.exitCode = goals.every((row) => row.met) ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
