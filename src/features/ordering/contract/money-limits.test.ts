import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { extraFormSchema, fieldErrors } from '../../../core/validation/index.ts';
import { moneyLimitsFor, ORDER_MONEY_FIELDS } from './money-limits.ts';

describe('money limits per product family', () => {
  it('vehicle loans (61, 62, 63) run from R$ 5.000,00 to R$ 500.000,00', () => {
    for (const id of [61, 62, 63]) {
      expect(moneyLimitsFor(id).credit_value).toEqual({ min: 5_000, max: 500_000 });
      expect(moneyLimitsFor(id).financing).toEqual({ min: 5_000, max: 500_000 });
    }
  });

  it('products without limits only need an amount above 0', () => {
    expect(moneyLimitsFor(71)).toEqual({});
    expect(moneyLimitsFor(9999)).toEqual({});
  });

  it('name only order money fields', () => {
    for (const id of [10, 61, 96, 97, 99, 117, 121]) {
      for (const field of Object.keys(moneyLimitsFor(id)))
        expect(ORDER_MONEY_FIELDS as readonly string[]).toContain(field);
    }
  });

  it("the order form's extra step applies the product's limits", () => {
    const vehicle = extraFormSchema(['financing'], { money: moneyLimitsFor(61) });
    expect(fieldErrors(vehicle, { financing: 0.05 })).toEqual({ financing: 'Valor mínimo é R$ 5.000,00' });
    expect(fieldErrors(vehicle, { financing: 600_000 })).toEqual({
      financing: 'Valor máximo é R$ 500.000,00',
    });
    expect(v.is(vehicle, { financing: 45_000 })).toBe(true);
    const loose = extraFormSchema(['financing']);
    expect(fieldErrors(loose, { financing: 0.05 })).toEqual({});
  });
});
