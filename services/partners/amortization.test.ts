import { describe, expect, it } from 'vitest';
import { installmentPlan, monthlyRateFromAnnual } from './amortization.ts';

/** Month-by-month schedule: the balance must close at zero after the last instalment. */
function runSchedule(
  payments: (month: number, balance: number) => number,
  principal: number,
  i: number,
  n: number,
) {
  let balance = principal;
  const paid: number[] = [];
  for (let month = 1; month <= n; month += 1) {
    const interest = balance * i;
    const payment = payments(month, balance);
    paid.push(payment);
    balance = balance + interest - payment;
  }
  return { balance, paid };
}

describe('monthlyRateFromAnnual', () => {
  it('compounds back to the annual rate', () => {
    const i = monthlyRateFromAnnual(0.1268250301);
    expect(i).toBeCloseTo(0.01, 8);
    expect((1 + monthlyRateFromAnnual(0.1049)) ** 12 - 1).toBeCloseTo(0.1049, 10);
  });
});

describe('installmentPlan PRICE', () => {
  it('matches the worked example of R$ 100.000 at 1% a month over 120 months', () => {
    const plan = installmentPlan('PRICE', 100_000, 0.01, 120);
    expect(plan.first).toBeCloseTo(1434.71, 2);
    expect(plan.last).toBe(plan.first);
  });

  it('pays the loan off exactly with constant instalments', () => {
    const i = monthlyRateFromAnnual(0.1129);
    const plan = installmentPlan('PRICE', 350_000, i, 360);
    const { balance } = runSchedule(() => plan.first, 350_000, i, 360);
    expect(Math.abs(balance)).toBeLessThan(0.01);
    expect(plan.totalPaid).toBeCloseTo(plan.first * 360, 6);
  });
});

describe('installmentPlan SAC', () => {
  it('matches the worked example of R$ 100.000 at 1% a month over 120 months', () => {
    const plan = installmentPlan('SAC', 100_000, 0.01, 120);
    expect(plan.first).toBeCloseTo(1833.33, 2);
    expect(plan.last).toBeCloseTo(841.67, 2);
  });

  it('gives the first and last payments of a constant-amortisation schedule', () => {
    const i = monthlyRateFromAnnual(0.0999);
    const principal = 480_000;
    const n = 300;
    const amortization = principal / n;
    const { balance, paid } = runSchedule((_, b) => amortization + b * i, principal, i, n);
    const plan = installmentPlan('SAC', principal, i, n);
    expect(Math.abs(balance)).toBeLessThan(0.01);
    expect(plan.first).toBeCloseTo(paid[0] ?? 0, 6);
    expect(plan.last).toBeCloseTo(paid[n - 1] ?? 0, 6);
    expect(plan.totalPaid).toBeCloseTo(
      paid.reduce((sum, p) => sum + p, 0),
      4,
    );
  });
});
