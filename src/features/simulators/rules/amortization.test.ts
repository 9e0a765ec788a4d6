import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AmortizationSystem,
  annualCet,
  monthlyIrr,
  monthlyRateFromAnnual,
  priceInstalmentCents,
  schedule,
} from './amortization.ts';

/*
 * Worked examples. Closed forms are the textbook ones (Assaf Neto, "Matemática Financeira e suas
 * Aplicações", ch. 9: PRICE instalment P·i/(1−(1+i)^−n); SAC first P/n + P·i, total interest
 * P·i·(n+1)/2), the same values the HP 12C PMT key and a spreadsheet's PMT() give. Row-level figures
 * (second row, last row, totals in centavos) come from an independent script with Python's
 * `decimal` module at 50 digits, rounding half up each month's interest to the cent:
 *
 *   def r(x): return int(x.quantize(D(1), rounding=ROUND_HALF_UP))
 *   PRICE: pmt = r(P*i/(1-(1+i)**-n)); per month it = r(bal*i); am = bal if last else pmt-it
 *   SAC:   a = r(P/n);                 per month it = r(bal*i); am = bal if last else a
 *   CET:   bisection over the monthly rate of sum(pay_k/(1+r)**k) = received; ((1+r)**12-1)*100
 */

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
/** A loan without fees. */
function plainLoan(system: AmortizationSystem, principalCents: number, monthlyRate: number, months: number) {
  return { system, principalCents, monthlyRate, months };
}
/** A last row: these figures, and nothing left to pay. */
const paidOff = (figures: { instalment: number; interest: number; amortization: number }) => ({
  ...figures,
  balance: 0,
});

describe('R$ 400.000,00 over 240 months at 1% a.m.', () => {
  it('PRICE: instalment R$ 4.404,34, the last R$ 4.408,72 absorbing the residue', () => {
    const { rows, totals } = schedule(plainLoan('PRICE', 40_000_000, 0.01, 240));
    expect(rows[0]).toMatchObject({
      instalment: 440_434,
      interest: 400_000,
      amortization: 40_434,
      balance: 39_959_566,
    });
    expect(rows[1]).toMatchObject({ instalment: 440_434, interest: 399_596, amortization: 40_838 });
    expect(rows[239]).toMatchObject(paidOff({ instalment: 440_872, interest: 4_365, amortization: 436_507 }));
    expect(totals).toMatchObject({
      amortization: 40_000_000,
      interest: 65_704_598,
      instalments: 105_704_598,
    });
    expect(totals.paid).toBe(sum(rows.map((row) => row.payment)));
  });

  it('SAC: first R$ 5.666,67, falling by R$ 16,67 a month, last R$ 1.682,53', () => {
    const { rows, totals } = schedule(plainLoan('SAC', 40_000_000, 0.01, 240));
    expect(rows[0]).toMatchObject({ instalment: 566_667, interest: 400_000, amortization: 166_667 });
    expect(rows[1]).toMatchObject({ instalment: 565_000, interest: 398_333, amortization: 166_667 });
    expect(rows[239]).toMatchObject(paidOff({ instalment: 168_253, interest: 1_666, amortization: 166_587 }));
    expect(totals).toMatchObject({ amortization: 40_000_000, interest: 48_199_908, instalments: 88_199_908 });
    // Closed form P·i·(n+1)/2 = R$ 482.000,00; rounding each month to the cent moves it by under R$ 1.
    expect(Math.abs(totals.interest - 48_200_000)).toBeLessThan(100);
  });
});

describe('home equity R$ 200.000,00 over 240 months at 1,09% a.m.', () => {
  it('PRICE: 239 instalments of R$ 2.354,56 and a last one of R$ 2.353,59; total paid R$ 565.093,43', () => {
    const { rows, totals } = schedule(plainLoan('PRICE', 20_000_000, 0.0109, 240));
    expect(priceInstalmentCents(20_000_000, 0.0109, 240)).toBe(235_456);
    expect(rows.slice(0, 239).every((row) => row.instalment === 235_456)).toBe(true);
    expect(rows[239]).toMatchObject(paidOff({ instalment: 235_359, interest: 2_538, amortization: 232_821 }));
    expect(totals.paid).toBe(56_509_343);
    expect(totals.paid).toBe(239 * 235_456 + 235_359);
  });
});

describe('annualCet', () => {
  it('equals the annual equivalent of the rate when there are no fees', () => {
    // 1% a.m. compounded: 1,01^12 − 1 = 12,68% a.a.
    expect(annualCet(plainLoan('PRICE', 40_000_000, 0.01, 240))).toBe(12.68);
    expect(annualCet(plainLoan('SAC', 40_000_000, 0.01, 240))).toBe(12.68);
  });

  it('includes monthly and upfront fees: R$ 10.000 at 2% a.m. in 12x, R$ 25/month and R$ 300 upfront → 41,47% a.a.', () => {
    const input = {
      ...plainLoan('PRICE', 1_000_000, 0.02, 12),
      monthlyFeesCents: 2_500,
      upfrontFeesCents: 30_000,
    };
    expect(schedule(input).rows[0]).toMatchObject({ instalment: 94_560, payment: 97_060 });
    expect(annualCet(input)).toBe(41.47);
  });

  it('monthlyIrr finds the rate of a known annuity', () => {
    // 12 payments of 945,60 on 10.000: the contract rate, 2% a.m.
    expect(monthlyIrr(1_000_000, Array(12).fill(94_560))).toBeCloseTo(0.02, 5);
  });
});

describe('schedule rejects what is not a loan', () => {
  it.each([
    { principalCents: 0, monthlyRate: 0.01, months: 12 },
    { principalCents: 100.5, monthlyRate: 0.01, months: 12 },
    { principalCents: 100_000, monthlyRate: -0.01, months: 12 },
    { principalCents: 100_000, monthlyRate: 0.01, months: 0 },
  ])('%o', (input) => {
    expect(() => schedule({ system: 'PRICE', ...input })).toThrow(RangeError);
  });
});

describe('schedule properties', () => {
  const loan = fc.record({
    system: fc.constantFrom<AmortizationSystem>('PRICE', 'SAC'),
    // R$ 1.000,00 to R$ 100 milhões; 0 to 3% a.m.; 1 to 420 months.
    principalCents: fc.integer({ min: 100_000, max: 10_000_000_000 }),
    monthlyRate: fc.double({ min: 0, max: 0.03, noNaN: true }),
    months: fc.integer({ min: 1, max: 420 }),
    monthlyFeesCents: fc.integer({ min: 0, max: 50_000 }),
  });

  it('rows amortize exactly the principal, each instalment is amortization + interest, totals sum the rows', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const { rows, totals } = schedule(input);
        expect(rows).toHaveLength(input.months);
        expect(sum(rows.map((row) => row.amortization))).toBe(input.principalCents);
        expect(rows.at(-1)?.balance).toBe(0);
        for (const row of rows) {
          expect(row.instalment).toBe(row.amortization + row.interest);
          expect(row.payment).toBe(row.instalment + row.fees);
          expect(Number.isInteger(row.instalment) && row.amortization >= 0 && row.balance >= 0).toBe(true);
        }
        expect(totals.instalments).toBe(sum(rows.map((row) => row.instalment)));
        expect(totals.interest).toBe(sum(rows.map((row) => row.interest)));
        expect(totals.paid).toBe(sum(rows.map((row) => row.payment)));
      }),
    );
  });

  it.each([
    ['PRICE', 'instalment'],
    ['SAC', 'amortization'],
  ] as const)('%s %ss are equal except the last', (system, field) => {
    fc.assert(
      fc.property(loan, (input) => {
        const { rows } = schedule({ ...input, system });
        const regular = new Set(rows.slice(0, -1).map((row) => row[field]));
        expect(regular.size).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('CET is never below the contract rate and fees raise it', () => {
    fc.assert(
      fc.property(loan, fc.integer({ min: 1, max: 50_000 }), (input, fee) => {
        const withoutFees = annualCet({ ...input, monthlyFeesCents: 0 });
        const contract = ((1 + input.monthlyRate) ** 12 - 1) * 100;
        expect(withoutFees).toBeGreaterThanOrEqual(Math.round(contract * 100) / 100 - 0.01);
        expect(annualCet({ ...input, monthlyFeesCents: fee })).toBeGreaterThanOrEqual(withoutFees);
      }),
    );
  });
});

describe('monthlyRateFromAnnual', () => {
  it('compounds back to the annual rate', () => {
    expect(monthlyRateFromAnnual(0.1268250301)).toBeCloseTo(0.01, 8);
  });
});
