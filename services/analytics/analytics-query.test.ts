import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.ts';
import { createAnalyticsCache } from './analytics-query.ts';

const db = {} as Db;

function fakes() {
  const state = { fingerprint: 'a', computed: 0, now: 0 };
  const cache = createAnalyticsCache({
    limit: 2,
    ttlMs: 60_000,
    clock: () => state.now,
    fingerprintOf: async () => state.fingerprint,
    compute: async (_db, bankerId) => {
      state.computed += 1;
      return JSON.stringify({ bankerId, n: state.computed });
    },
  });
  return { state, cache };
}

describe('analytics cache', () => {
  it('computes once while the fingerprint holds, again when it changes', async () => {
    const { state, cache } = fakes();
    const first = await cache.get(db, 1);
    expect((await cache.get(db, 1)).json).toBe(first.json);
    expect(state.computed).toBe(1);
    state.fingerprint = 'b';
    expect(JSON.parse((await cache.get(db, 1)).json).n).toBe(2);
    expect(gunzipSync(first.gzip).toString()).toBe(first.json);
  });

  it('expires answers after the time limit', async () => {
    const { state, cache } = fakes();
    await cache.get(db, 1);
    state.now = 59_999;
    await cache.get(db, 1);
    expect(state.computed).toBe(1);
    state.now = 60_000;
    await cache.get(db, 1);
    expect(state.computed).toBe(2);
  });

  it('shares one computation between concurrent misses', async () => {
    const { state, cache } = fakes();
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get(db, 7)));
    expect(state.computed).toBe(1);
    expect(new Set(answers.map((a) => a.json)).size).toBe(1);
  });

  it('keeps at most `limit` bankers, dropping the least recent', async () => {
    const { state, cache } = fakes();
    await cache.get(db, 1);
    await cache.get(db, 2);
    await cache.get(db, 1);
    await cache.get(db, 3);
    expect(state.computed).toBe(3);
    await cache.get(db, 1);
    expect(state.computed).toBe(3);
    await cache.get(db, 2);
    expect(state.computed).toBe(4);
  });
});
