/**
 * Minimum and maximum of each money field of an order, per product family (docs/validation-and-errors.md#validation-rules "below
 * configured minimum 'Valor mínimo é R$ {min}', above maximum 'Valor máximo é R$ {max}'"). The
 * order form and the checkout service read the same table, so both refuse the same amounts.
 */

import { orderKindFor } from '../../../core/products/product-rules.ts';
import type { MoneyBounds } from '../../../core/validation/money.ts';
import type { OrderKind } from './order-paths.ts';

/** The money fields an order may carry (docs/entities.md order form data and order payload). */
export const ORDER_MONEY_FIELDS = [
  'financing',
  'financing_value',
  'credit_value',
  'home_equity',
  'term_value',
  'property_value',
  'loan_value',
] as const;
export type OrderMoneyField = (typeof ORDER_MONEY_FIELDS)[number];

export type MoneyLimits = Partial<Record<OrderMoneyField, MoneyBounds>>;

const VEHICLE: MoneyBounds = { min: 5_000, max: 500_000 };
const PROPERTY_FINANCING: MoneyLimits = {
  financing: { min: 30_000, max: 10_000_000 },
  home_equity: { min: 50_000, max: 20_000_000 },
};

const LIMITS: Partial<Record<OrderKind, MoneyLimits>> = {
  creditAuto: { financing: VEHICLE, financing_value: VEHICLE, credit_value: VEHICLE },
  mortgage: PROPERTY_FINANCING,
  realEstate: PROPERTY_FINANCING,
  consortium: {
    term_value: { min: 100, max: 50_000 },
    property_value: { min: 5_000, max: 5_000_000 },
  },
};

/** The money limits of an order kind (no entry: only above 0 and within the 11 digits). */
export function moneyLimitsOfKind(kind: OrderKind): MoneyLimits {
  return LIMITS[kind] ?? {};
}

/** The money limits of a product's order. */
export function moneyLimitsFor(productId: number): MoneyLimits {
  return moneyLimitsOfKind(orderKindFor(productId));
}
