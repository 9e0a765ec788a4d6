import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** One goal of the performance issue as one benchmark measured it. */
export interface GoalRow {
  bench: string;
  measure: string;
  value: string;
  goal: string;
  met: boolean;
}

/** Where `npm run bench` collects the goals of its three benchmarks (JSON lines). */
export const GOALS_FILE_ENV = 'BENCH_GOALS_FILE';

/** Hands a benchmark's goals to `scripts/bench.ts` when it runs under it; alone, it prints its own. */
export function reportGoals(rows: readonly GoalRow[]): void {
  const file = process.env[GOALS_FILE_ENV];
  if (file) appendFileSync(file, rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
}

export function readGoals(file: string): GoalRow[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as GoalRow);
}

export function goalsTable(rows: readonly GoalRow[]): string {
  const lines = ['| benchmark | measure | measured | goal | met |', '|---|---|---:|---:|---|'];
  for (const row of rows) {
    lines.push(`| ${row.bench} | ${row.measure} | ${row.value} | ${row.goal} | ${row.met ? 'yes' : 'no'} |`);
  }
  return lines.join('\n');
}

/** A share of the constant route, as printed. */
export const percent = (ratio: number): string => `${(ratio * 100).toFixed(0)}%`;
