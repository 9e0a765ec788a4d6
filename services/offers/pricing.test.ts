import { describe, expect, it } from 'vitest';
import { WORKED_OFFER_FIGURES } from '../../src/features/offers/testing/worked-offer.ts';
import { offerFigures, sharesOf } from './pricing.ts';

const LATE = { interestMonthlyPercent: 1, finePercent: 2 };

describe('offer figures: a worked example by hand', () => {
  /*
   * R$ 1.000,00 released on 31/01/2026, in 3 months at 2,00% a.m., with a fee of R$ 30,00; the fee
   * and the IOF are financed; juros de mora 1% a.m. and multa 2%.
   *
   * Due dates (the release's day, or the month's last): 28/02/2026, 31/03/2026, 30/04/2026.
   * Calendar days from the release: 28, 59, 89.
   *
   * IOF, grossed up: financed F = 1.030,00 + IOF(F), the IOF read on the PRICE schedule of F.
   * Round 1, F = 1.030,00: instalment 357,16; amortizations 336,56 / 343,29 / 350,15
   *   0,38% × 1.030,00 = 3,914  + 336,56 × 0,0082% × 28 = 0,77274  + 343,29 × 0,0082% × 59 = 1,66084
   *   + 350,15 × 0,0082% × 89 = 2,55539  → 8,90297 → R$ 8,90
   * Round 2, F = 1.038,90: instalment 360,24; amortizations 339,46 / 346,25 / 353,19
   *   3,94782 + 0,77940 + 1,67516 + 2,57758 = 8,97996 → R$ 8,98
   * Round 3, F = 1.038,98: instalment 1.038,98 × 0,02 / (1 − 1,02^−3) = 360,2712 → 360,27
   *   month 1: interest 20,78 (20,7796), amortization 339,49, balance 699,49
   *   month 2: interest 13,99 (13,9898), amortization 346,28, balance 353,21
   *   month 3: interest  7,06 (7,0642),  amortization 353,21, payment 360,27
   *   IOF = 0,38% × 1.038,98            = 3,948124
   *       + 339,49 × 0,0082% × 28 days  = 0,779469
   *       + 346,28 × 0,0082% × 59 days  = 1,675303
   *       + 353,21 × 0,0082% × 89 days  = 2,577727
   *       = 8,980622 → R$ 8,98: the same, so F = R$ 1.038,98 and the IOF is R$ 8,98.
   * Total payable: 3 × 360,27 = R$ 1.080,81; interest 20,78 + 13,99 + 7,06 = R$ 41,83.
   * CET: the annual a with 1.000 = 360,27/(1+a)^(28/365) + 360,27/(1+a)^(59/365) + 360,27/(1+a)^(89/365)
   *   → a = 62,7294% a.a. → 62,73% a.a.; monthly (1,627294)^(1/12) − 1 = 4,1411% → 4,14% a.m.
   *   The rate alone: 1,02^12 − 1 = 26,82% a.a.
   * CET's elements, as shares of R$ 1.080,81: valor liberado 1.000,00 = 92,5232%, juros 41,83 =
   *   3,8702%, IOF 8,98 = 0,8309%, tarifa 30,00 = 2,7757%; to the hundredth 92,52 + 3,87 + 0,83 +
   *   2,77 = 99,99, and the hundredth left goes to the largest remainder (tarifa): 2,78.
   * One month late on one instalment: multa 2% × 360,27 = 7,2054 → 7,21; juros de mora 1% a.m. ×
   *   30/30 × 360,27 = 3,6027 → 3,60; charges R$ 10,81, instalment and charges R$ 371,08.
   */
  const figures = offerFigures({
    amount: 1000,
    term: 3,
    monthlyRatePercent: 2,
    fee: 30,
    releaseDate: '2026-01-31',
    lateCharges: LATE,
  });

  it('gives the figures worked out above', () => {
    // The figures above, as the card's tests read them too (one fixture).
    expect(figures).toEqual(WORKED_OFFER_FIGURES);
  });

  it("has the CET's elements add up to the total payable, and their shares to 100", () => {
    const cents = figures.cet_breakdown.reduce((sum, part) => sum + Math.round(part.amount * 100), 0);
    expect(cents).toBe(Math.round(figures.total_payable * 100));
    const hundredths = figures.cet_breakdown.reduce((sum, part) => sum + Math.round(part.share * 100), 0);
    expect(hundredths).toBe(10_000);
  });
});

/*
 * An independent calculation on the same rules, written apart from the pricing: due dates from a
 * table of month lengths, the IOF grossed up in closed form on the exact PRICE amortization shares
 * (F = base / (1 − c)), and the CET by Newton's method on the annual rate.
 */
const monthLength = (year: number, month: number) =>
  [
    31,
    year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ][month] ?? 31;

function independentDays(release: string, term: number): number[] {
  const [y, m, d] = release.split('-').map(Number) as [number, number, number];
  const days: number[] = [];
  let elapsed = 0;
  let year = y;
  let month = m - 1;
  let previousDay = d;
  for (let k = 1; k <= term; k += 1) {
    // From the previous due date to the end of its month, then into the next month to its due day.
    const dueMonth = (month + 1) % 12;
    const dueYear = month === 11 ? year + 1 : year;
    const dueDay = Math.min(d, monthLength(dueYear, dueMonth));
    elapsed += monthLength(year, month) - previousDay + dueDay;
    days.push(elapsed);
    year = dueYear;
    month = dueMonth;
    previousDay = dueDay;
  }
  return days;
}

function independentFigures(amount: number, term: number, ratePercent: number, fee: number, release: string) {
  const i = ratePercent / 100;
  const days = independentDays(release, term);
  const annuity = (1 + i) ** term - 1;
  const weightedDays = days.reduce(
    (sum, day, k) => sum + ((i * (1 + i) ** k) / annuity) * Math.min(day, 365),
    0,
  );
  const c = 0.0038 + 0.000082 * weightedDays;
  const financed = (amount + fee) / (1 - c);
  const instalment = (financed * i) / (1 - (1 + i) ** -term);
  let a = 0.3;
  for (let step = 0; step < 60; step += 1) {
    let value = -amount;
    let slope = 0;
    for (const day of days) {
      const t = day / 365;
      value += instalment / (1 + a) ** t;
      slope -= (t * instalment) / (1 + a) ** (t + 1);
    }
    a -= value / slope;
  }
  return { iof: financed - amount - fee, cetYearly: a * 100, cetMonthly: ((1 + a) ** (1 / 12) - 1) * 100 };
}

describe('offer figures against an independent calculation', () => {
  it.each([
    // A month-end release, a leap February and a term past the 365-day cap.
    [10_000, 24, 2.89, 150, '2027-01-31'],
    [8_000, 18, 3.79, 160, '2028-01-30'],
    [50_000, 96, 1.39, 0, '2026-12-02'],
  ] as const)('R$ %d in %d months at %d%% a.m., fee %d, released %s', (amount, term, rate, fee, release) => {
    const offer = offerFigures({
      amount,
      term,
      monthlyRatePercent: rate,
      fee,
      releaseDate: release,
      lateCharges: LATE,
    });
    const independent = independentFigures(amount, term, rate, fee, release);
    expect(Math.abs(offer.iof - independent.iof)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(offer.cet_yearly - independent.cetYearly)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(offer.cet_monthly - independent.cetMonthly)).toBeLessThanOrEqual(0.01);
    // The CET is above the rate: IOF and fees are costs.
    expect(offer.cet_yearly).toBeGreaterThan(offer.rate_yearly);
  });

  it('counts at most 365 days of IOF on each instalment', () => {
    // 96 months: every instalment past the first year pays the capped daily part, 0,0082% × 365.
    const offer = offerFigures({
      amount: 50_000,
      term: 96,
      monthlyRatePercent: 1.39,
      fee: 0,
      releaseDate: '2026-12-02',
      lateCharges: LATE,
    });
    const cappedRate = 0.0038 + 0.000082 * 365;
    expect(offer.iof).toBeLessThan(offer.financed * cappedRate + 0.01);
    expect(offer.iof).toBeGreaterThan(offer.financed * 0.0038);
  });
});

describe('shares that add to 100', () => {
  it('gives the hundredths left over to the largest remainders', () => {
    expect(sharesOf([1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
    expect(sharesOf([100, 0])).toEqual([100, 0]);
  });
});
