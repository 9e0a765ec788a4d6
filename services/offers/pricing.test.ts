import { describe, expect, it } from 'vitest';
import { personalCreditIofCents } from '../../src/features/simulators/rules/amortization.ts';
import { offerFigures } from './pricing.ts';

/** The monthly rate at which `payments` are worth `received`, by Newton's method (apart from the module's bisection). */
function newtonIrr(received: number, payments: number[]): number {
  let rate = 0.01;
  for (let step = 0; step < 50; step += 1) {
    let value = -received;
    let slope = 0;
    payments.forEach((payment, k) => {
      value += payment / (1 + rate) ** (k + 1);
      slope -= ((k + 1) * payment) / (1 + rate) ** (k + 2);
    });
    rate -= value / slope;
  }
  return rate;
}

describe('offer figures: a worked example by hand', () => {
  /*
   * R$ 1.000,00 over 3 months at 2,00% a.m., with a fee of R$ 30,00 financed.
   *
   * IOF, read on the PRICE schedule of the amount: instalment 1000 × 0,02 / (1 − 1,02^−3) = 346,75
   *   month 1: interest 20,00, amortization 326,75, balance 673,25
   *   month 2: interest 13,47 (673,25 × 0,02 = 13,465), amortization 333,28, balance 339,97
   *   month 3: interest  6,80 (6,7994), amortization 339,97
   *   IOF = 0,38% × 1000                    = 3,80
   *       + 326,75 × 0,0082% × 30 days      = 0,80381
   *       + 333,28 × 0,0082% × 60 days      = 1,63974
   *       + 339,97 × 0,0082% × 90 days      = 2,50898
   *       = 8,75253 → R$ 8,75
   * Financed: 1000 + 8,75 + 30 = R$ 1.038,75; instalment 1038,75 × 0,02 / (1 − 1,02^−3) = 360,19
   *   month 1: interest 20,78 (20,775), amortization 339,41, balance 699,34
   *   month 2: interest 13,99 (13,9868), amortization 346,20, balance 353,14
   *   month 3: interest  7,06 (7,0628), amortization 353,14 → payment 360,20
   * Total payable: 360,19 + 360,19 + 360,20 = R$ 1.080,58
   * CET: the i with 1000 = 360,19/(1+i) + 360,19/(1+i)² + 360,20/(1+i)³ → i = 3,977% a.m.,
   *   (1,03977)^12 − 1 = 59,68% a.a.; the rate alone is 1,02^12 − 1 = 26,82% a.a.
   */
  const figures = offerFigures({ amount: 1000, term: 3, monthlyRatePercent: 2, fee: 30 });

  it('gives the figures worked out above', () => {
    expect(figures).toMatchObject({
      amount: 1000,
      term: 3,
      instalment: 360.19,
      rate_monthly: 2,
      rate_yearly: 26.82,
      iof: 8.75,
      fee: 30,
      financed: 1038.75,
      cet_monthly: 3.98,
      cet_yearly: 59.68,
      total_payable: 1080.58,
    });
  });

  it('has a CET within 0,01 percentage points of an independent calculation of the same cash flows', () => {
    const monthly = newtonIrr(1000, [360.19, 360.19, 360.2]);
    // The rate found makes the flows worth what was received.
    const worth = [360.19, 360.19, 360.2].reduce((sum, p, k) => sum + p / (1 + monthly) ** (k + 1), 0);
    expect(worth).toBeCloseTo(1000, 6);
    expect(Math.abs(figures.cet_monthly - monthly * 100)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(figures.cet_yearly - ((1 + monthly) ** 12 - 1) * 100)).toBeLessThanOrEqual(0.01);
  });

  it('matches the independent CET on longer offers too', () => {
    for (const [amount, term, rate, fee] of [
      [10_000, 24, 2.49, 0],
      [25_000, 48, 1.79, 150],
      [3_000, 12, 4.99, 60],
    ] as const) {
      const offer = offerFigures({ amount, term, monthlyRatePercent: rate, fee });
      const payments = [...Array(term - 1).fill(offer.instalment)];
      payments.push(Math.round((offer.total_payable - offer.instalment * (term - 1)) * 100) / 100);
      const monthly = newtonIrr(amount, payments);
      expect(Math.abs(offer.cet_yearly - ((1 + monthly) ** 12 - 1) * 100)).toBeLessThanOrEqual(0.01);
      // The CET is above the rate: IOF and fees are costs.
      expect(offer.cet_monthly).toBeGreaterThan(rate);
    }
  });
});

describe('personal-credit IOF', () => {
  it('caps the daily part at 365 days', () => {
    // 0,38% of R$ 10.000,00 is R$ 38,00; the daily part can never pass 0,0082% × 365 of the amount (R$ 29,93).
    const long = personalCreditIofCents(1_000_000, 0.02, 96);
    expect(long).toBeGreaterThan(3800 + 2000);
    expect(long).toBeLessThanOrEqual(3800 + Math.round(1_000_000 * 0.000082 * 365));
  });

  it('is 0,38% plus the daily part of a single month for one instalment', () => {
    // R$ 1.000,00 in one instalment, due in 30 days: 3,80 + 1000 × 0,0082% × 30 = 3,80 + 2,46.
    expect(personalCreditIofCents(100_000, 0.02, 1)).toBe(380 + 246);
  });
});
