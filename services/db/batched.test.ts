import { describe, expect, it } from 'vitest';
import { batcher, firstOf, settleAll, type Waiting } from './batched.ts';

/** A batcher that records each batch and answers each input doubled once `release` is called. */
function recording(inFlight: number, size = 10) {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const call = batcher<number, number>({
    inFlight,
    take: firstOf(size),
    run: (batch: Waiting<number, number>[]) => {
      batches.push(batch.map((waiting) => waiting.input));
      const answers = new Promise<number[]>((resolve) =>
        releases.push(() => resolve(batch.map((waiting) => waiting.input * 2))),
      );
      return settleAll(batch, answers);
    },
  });
  return { call, batches, releases };
}

/** Lets the batcher's scheduled starts run (a batch's end schedules the next one a turn later). */
const turn = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('batcher', () => {
  it('sends the calls of one turn together and answers each by its place', async () => {
    const { call, batches, releases } = recording(2);
    const answers = Promise.all([1, 2, 3].map(call));
    await turn();
    expect(batches).toEqual([[1, 2, 3]]);
    releases[0]?.();
    expect(await answers).toEqual([2, 4, 6]);
  });

  it('runs at most `inFlight` batches; calls arriving meanwhile go together in the next', async () => {
    const { call, batches, releases } = recording(1, 2);
    const first = call(1);
    await turn();
    const later = Promise.all([2, 3, 4].map(call));
    await turn();
    expect(batches).toEqual([[1]]);
    releases[0]?.();
    expect(await first).toBe(2);
    await turn();
    expect(batches).toEqual([[1], [2, 3]]);
    releases[1]?.();
    await turn();
    expect(batches).toEqual([[1], [2, 3], [4]]);
    releases[2]?.();
    expect(await later).toEqual([4, 6, 8]);
  });

  it('fails every call of a batch whose statement failed', async () => {
    const call = batcher<number, number>({
      inFlight: 1,
      take: firstOf(10),
      run: (batch) => settleAll(batch, Promise.reject(new Error('falhou'))),
    });
    const results = await Promise.allSettled([call(1), call(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
