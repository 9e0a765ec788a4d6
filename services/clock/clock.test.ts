import { describe, expect, it } from 'vitest';
import { CLOCK_FIXED_IN_PRODUCTION, clockFor, movableClock } from './clock.ts';

const DAY_MS = 86_400_000;

describe('the services clock', () => {
  it('runs with the real time, moves ahead by whole days, and comes back on reset', () => {
    let real = Date.parse('2026-03-31T12:00:00Z');
    const clock = movableClock(() => real);
    expect(clock.now().toISOString()).toBe('2026-03-31T12:00:00.000Z');
    clock.advanceDays(8);
    clock.advanceDays(1);
    expect(clock.offsetDays).toBe(9);
    real += 60_000;
    expect(clock.now().getTime()).toBe(real + 9 * DAY_MS);
    expect(() => clock.advanceDays(0.5)).toThrow(RangeError);
    clock.reset();
    expect(clock.offsetDays).toBe(0);
    expect(clock.now().getTime()).toBe(real);
  });

  it('is one per app, movable outside production and fixed in it', () => {
    const development = { config: { nodeEnv: 'development' as const } };
    clockFor(development).advanceDays(2);
    expect(clockFor(development).offsetDays).toBe(2);
    expect(clockFor({ config: { nodeEnv: 'test' as const } }).offsetDays).toBe(0);

    const production = clockFor({ config: { nodeEnv: 'production' as const } });
    expect(() => production.advanceDays(8)).toThrow(CLOCK_FIXED_IN_PRODUCTION);
    production.reset();
    expect(production.offsetDays).toBe(0);
    expect(Math.abs(production.now().getTime() - Date.now())).toBeLessThan(1_000);
  });
});
