import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonthsOnDay,
  cetOfDatedPayments,
  daysBetween,
  dueDatesOf,
  personalCreditIofCents,
} from './amortization.ts';

describe('due dates', () => {
  it.each([
    ['2026-01-31', 4, ['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']],
    ['2028-01-31', 2, ['2028-02-29', '2028-03-31']],
  ])(
    "fall on the release's day, or on a shorter month's last day: from %s, %i months",
    (release, months, dates) => {
      expect(dueDatesOf(release, months)).toEqual(dates);
    },
  );

  it.each([
    ['2026-11-15', 2, '2027-01-15'],
    ['2026-12-02', 96, '2034-12-02'],
  ])('%s and %i months is %s, on the same day', (from, months, date) => {
    expect(addMonthsOnDay(from, months)).toBe(date);
  });

  it.each([
    ['2026-01-31', '2026-02-28', 28],
    ['2027-12-31', '2028-03-01', 61],
    ['2026-03-01', '2026-02-28', -1],
  ])('count calendar days, across years and leap days: %s to %s is %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it('add calendar days across a year', () => {
    expect(addDays('2026-12-29', 7)).toBe('2027-01-05');
  });

  it('refuse what is not a yyyy-mm-dd date', () => {
    expect(() => daysBetween('02/12/2026', '2026-12-02')).toThrow(RangeError);
  });
});

describe('personal-credit IOF on calendar days', () => {
  it('is 0,38% of the principal plus 0,0082% a day on each amortization to its due date', () => {
    // R$ 1.000,00 in one instalment due in 31 days: 3,80 + 1.000 × 0,0082% × 31 = 3,80 + 2,542.
    expect(personalCreditIofCents(100_000, [{ amortizationCents: 100_000, days: 31 }])).toBe(380 + 254);
  });

  it('counts at most 365 days', () => {
    const at = (days: number) => personalCreditIofCents(100_000, [{ amortizationCents: 100_000, days }]);
    expect(at(400)).toBe(at(365));
    expect(at(365)).toBe(380 + 2993); // 1.000 × 0,0082% × 365 = 29,93
  });
});

describe('CET on calendar days', () => {
  it('is the annual rate at which a payment a year later is worth what was received', () => {
    // 1.000 received, 1.100 paid 365 days later: 10% a.a., (1,1)^(1/12) − 1 a.m.
    const cet = cetOfDatedPayments(100_000, [{ cents: 110_000, days: 365 }]);
    expect(cet.annual).toBeCloseTo(0.1, 10);
    expect(cet.monthly).toBeCloseTo(1.1 ** (1 / 12) - 1, 10);
  });
});
