import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GOALS_FILE_ENV, goalsTable, readGoals, reportGoals } from './bench-goals.ts';

const dir = mkdtempSync(join(tmpdir(), 'goals-'));
afterEach(() => {
  delete process.env[GOALS_FILE_ENV];
});

describe('benchmark goals', () => {
  it('collects the goals each benchmark reports into one table', () => {
    const file = join(dir, 'goals.jsonl');
    process.env[GOALS_FILE_ENV] = file;
    reportGoals([{ bench: 'orders', measure: 'req/s', value: '216 req/s', goal: '>= 600', met: false }]);
    reportGoals([
      { bench: 'store reads, cached', measure: 'marketplace', value: '90%', goal: '>= 80%', met: true },
    ]);
    const rows = readGoals(file);
    expect(rows.map((row) => row.bench)).toEqual(['orders', 'store reads, cached']);
    expect(goalsTable(rows).split('\n')).toEqual([
      '| benchmark | measure | measured | goal | met |',
      '|---|---|---:|---:|---|',
      '| orders | req/s | 216 req/s | >= 600 | no |',
      '| store reads, cached | marketplace | 90% | >= 80% | yes |',
    ]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes nothing when a benchmark runs alone', () => {
    reportGoals([{ bench: 'orders', measure: 'req/s', value: '1', goal: '>= 600', met: false }]);
    expect(readGoals(join(dir, 'absent.jsonl'))).toEqual([]);
  });
});
