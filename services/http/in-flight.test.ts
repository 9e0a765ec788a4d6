import { describe, expect, it } from 'vitest';
import { inFlightRequests } from './in-flight.ts';

describe('requests in flight', () => {
  it('is idle at once when nothing is being answered', async () => {
    await expect(inFlightRequests().idle()).resolves.toBeUndefined();
  });

  it('becomes idle only once every answer has settled, a failed one included', async () => {
    const inFlight = inFlightRequests();
    let finish: (value: string) => void = () => {};
    let fail: (error: Error) => void = () => {};
    const slow = inFlight.track(() => new Promise<string>((resolve) => (finish = resolve)));
    const failing = inFlight.track(() => new Promise<string>((_, reject) => (fail = reject)));
    let idle = false;
    const waited = inFlight.idle().then(() => (idle = true));
    fail(new Error('falhou'));
    await expect(failing).rejects.toThrow('falhou');
    expect(idle).toBe(false);
    finish('pronto');
    await expect(slow).resolves.toBe('pronto');
    await waited;
    expect(idle).toBe(true);
  });

  it('counts an answer that throws before it is a promise', async () => {
    const inFlight = inFlightRequests();
    await expect(
      inFlight.track(() => {
        throw new Error('síncrono');
      }),
    ).rejects.toThrow('síncrono');
    await expect(inFlight.idle()).resolves.toBeUndefined();
  });
});
