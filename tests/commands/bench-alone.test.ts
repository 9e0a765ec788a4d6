import { Socket } from 'node:net';
import { expect, it } from 'vitest';
import { TAP_CASES } from '../../scripts/lib/first-tap-cases.ts';
import { JOURNEY_BRAND } from '../brand-matrix.ts';
import { npmRun } from './npm-run.ts';

/** The benchmarks `npm run bench` leaves out, each one's smoke as written. */

/** Whether the machine's PostgreSQL server (bench:desk's default) answers on 127.0.0.1:5432. */
function postgresListens(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(5432, '127.0.0.1', () => done(true));
  });
}

it('npm run bench:first-tap -- --smoke: taps every control once at first paint and prints each time', async () => {
  const ran = await npmRun('bench:first-tap', ['--smoke']);
  if (ran.code !== 0) console.log(ran.stdout, ran.stderr);
  expect(ran.code).toBe(0);
  const rows = ran.stdout.split('\n').filter((line) => line.startsWith(`| ${JOURNEY_BRAND} |`));
  expect(rows).toHaveLength(TAP_CASES.length);
  for (const tap of TAP_CASES) expect(ran.stdout).toContain(`| ${JOURNEY_BRAND} | ${tap.name} |`);
});

// bench:desk measures PostgreSQL only; this kind of machine runs one (README, Requirements).
it.runIf(await postgresListens())(
  'npm run bench:desk -- --smoke: seeds a small book on PostgreSQL and times each Analytics answer',
  async () => {
    const ran = await npmRun('bench:desk', ['--smoke', '--database', 'vitrine_desk_smoke']);
    if (ran.code !== 0) console.log(ran.stdout, ran.stderr);
    expect(ran.code).toBe(0);
    expect(ran.stdout).toMatch(/p95/);
  },
);
