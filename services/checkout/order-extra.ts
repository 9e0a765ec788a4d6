import * as v from 'valibot';
import { moneyLimitsFor } from '../../src/api/money-limits.ts';
import { isoToBrDate } from '../../src/api/validation/dates.ts';
import { extraFormSchema } from '../../src/api/validation/index.ts';
import type { ProductType } from '../../src/domain/product.ts';
import { orderExtraFields } from '../../src/domain/request-extra.ts';
import { firstProblemOfEachField } from './field-problems.ts';
import type { OrderedProduct } from './order-context.ts';
import type { Identity } from './order-identity.ts';

/**
 * Refuses an order without the fields its extra step asks (spec §4.6, §5: every shown field is
 * required), with the schema the modal uses. The birthday is the one the order is stored with:
 * the account's, which the modal shows prefilled, or the body's while the account has none.
 */
export function assertOrderExtraFields(
  product: OrderedProduct,
  body: Record<string, unknown>,
  identity: Pick<Identity, 'birthday'>,
): void {
  const fields = orderExtraFields({
    id: product.id,
    brand: product.institution,
    is_pj: product.isPj,
    category: { name: product.category },
    product_type: product.productType as ProductType,
  });
  if (fields.length === 0) return;
  const values: Record<string, unknown> = {};
  for (const field of fields) values[field] = body[field] ?? undefined;
  if (fields.includes('birthday') && identity.birthday) values.birthday = isoToBrDate(identity.birthday);
  const schema = extraFormSchema(fields, { money: moneyLimitsFor(product.id) });
  const result = v.safeParse(schema, values);
  if (!result.success) throw firstProblemOfEachField(result.issues);
}
