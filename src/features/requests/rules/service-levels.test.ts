import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay } from './business-days.ts';
import { isLate, lateCutoff } from './service-levels.ts';

const at = (iso: string) => new Date(iso);

describe('business days as the banks count them', () => {
  it('skips weekends and the holidays that move with Easter (Easter 2026 is 5 April)', () => {
    // Carnaval 16–17 Feb, Good Friday 3 Apr, Corpus Christi 4 Jun.
    for (const day of ['2026-02-16', '2026-02-17', '2026-04-03', '2026-06-04'])
      expect(isBusinessDay(day)).toBe(false);
    expect(isBusinessDay('2026-02-18')).toBe(true);
    expect(isBusinessDay('2026-11-21')).toBe(false); // a Saturday
  });

  it('skips the fixed national holidays, Consciência Negra included (Lei 14.759/2023)', () => {
    expect(isBusinessDay('2026-11-20')).toBe(false);
    // Thursday 19 Nov + 1 business day: Friday 20 is a holiday, the weekend follows: Monday 23.
    expect(addBusinessDays('2026-11-19', 1)).toBe('2026-11-23');
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28');
  });
});

describe('a request late for its service level', () => {
  it('is late once its last allowed day has passed, in Brasília time', () => {
    const received = at('2026-11-19T22:30:00-03:00');
    expect(isLate(received, 1, at('2026-11-23T23:59:00-03:00'))).toBe(false);
    expect(isLate(received, 1, at('2026-11-24T00:01:00-03:00'))).toBe(true);
    expect(isLate(received, undefined, at('2027-01-01T12:00:00-03:00'))).toBe(false);
  });

  it('gives the cutoff instant that counts exactly the late ones', () => {
    const now = at('2026-11-24T12:00:00-03:00');
    // Entered on Thursday 19 (last day Monday 23): late. Entered on Monday 23 (last day 24): not yet.
    expect(lateCutoff(1, now).toISOString()).toBe('2026-11-23T03:00:00.000Z');
    for (const entered of [
      '2026-11-19T10:00:00-03:00',
      '2026-11-22T23:59:00-03:00',
      '2026-11-23T00:00:00-03:00',
    ])
      expect(at(entered) < lateCutoff(1, now)).toBe(isLate(at(entered), 1, now));
  });
});
