import * as v from 'valibot';
import { VALIDATION_CONFIG } from '../../src/api/validation/errors.ts';
import {
  homeEquityOrderSchema,
  homeEquityVariantOf,
  orderedFromHomeEquityPage,
} from '../../src/domain/home-equity.ts';
import { firstProblemOfEachField } from './field-problems.ts';
import type { OrderedProduct } from './order-context.ts';

/**
 * Refuses an order of a home-equity product whose property and credit the page would refuse
 * (docs/validation-and-errors.md#validation-rules), field by field under the order body's names: the page sends no order without them,
 * so the services store none.
 */
export function assertHomeEquityFields(product: OrderedProduct, body: Record<string, unknown>): void {
  if (!orderedFromHomeEquityPage(product.id)) return;
  const schema = homeEquityOrderSchema(homeEquityVariantOf({ id: product.id, is_pj: product.isPj }));
  const result = v.safeParse(schema, body, VALIDATION_CONFIG);
  if (!result.success) throw firstProblemOfEachField(result.issues);
}
