/**
 * Every benchmark in one run (`npm run bench`): store reads, order creation, offers, then
 * Lighthouse, one after the other. Each prints its own tables; this prints one table of every goal
 * as measured side by side in this run, with the machine's load at start and end. With `--smoke`
 * each runs its own smoke, and the run fails when one does.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GOALS_FILE_ENV, goalsTable, readGoals } from './lib/bench-goals.ts';
import { commandArgs } from './lib/cli.ts';
import { machineLoad } from './lib/machine-load.ts';

const { values: args } = commandArgs(
  `
Usage: npm run bench [-- options]
bench:services, bench:checkout, bench:offers and bench:web one after the other, then one table of
every goal as measured in this run.

  --duration <s>            seconds per case of bench:services and bench:checkout (default 5)
  --only pglite|postgres    one database only, in bench:services and bench:checkout
  --smoke                   each benchmark's smoke; fails when one fails
  --help                    this text

BENCH_BRANDS and BENCH_PAGES narrow bench:web (npm run bench:web -- --help).`,
  {
    duration: { type: 'string' },
    only: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
);
const serviceArgs = [
  ...(args.duration ? ['--duration', args.duration] : []),
  ...(args.only ? ['--only', args.only] : []),
];
const smokeArgs = args.smoke ? ['--smoke'] : [];
const runs: [string, string[]][] = [
  ['scripts/bench-services.ts', [...serviceArgs, ...smokeArgs]],
  ['scripts/bench/checkout-bench.ts', [...serviceArgs, ...smokeArgs]],
  ['scripts/bench/offers-bench.ts', smokeArgs],
  ['scripts/bench-web.ts', smokeArgs],
];

/** Runs one benchmark and answers its exit code. */
function run(script: string, scriptArgs: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(process.execPath, [script, ...scriptArgs], { stdio: 'inherit', env });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

const dir = mkdtempSync(join(tmpdir(), 'bench-'));
const goalsFile = join(dir, 'goals.jsonl');
const env = { ...process.env, [GOALS_FILE_ENV]: goalsFile };
const loadAtStart = machineLoad();
try {
  const codes: number[] = [];
  // One after the other, in a smoke too: on two cores the servers' starts only compete.
  for (const [script, a] of runs) codes.push(await run(script, a, env));
  const failed = runs.filter((_, i) => codes[i] !== 0).map(([script]) => script);
  if (failed.length > 0) console.error(`\nFailed: ${failed.join(', ')}`);
  const goals = readGoals(goalsFile);
  if (!args.smoke) {
    console.log(`\nGoals, measured in this run (load at start: ${loadAtStart}; at end: ${machineLoad()})\n`);
    console.log(goalsTable(goals));
  }
  // A smoke judges only that every benchmark ran: one short round says nothing of its goals.
  process.exitCode = failed.length === 0 && (args.smoke || goals.every((row) => row.met)) ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
