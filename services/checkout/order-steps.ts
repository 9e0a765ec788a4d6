import * as v from 'valibot';
import { SCHEDULE_FIELDS } from '../../src/api/checkout.ts';
import { moneyLimitsFor } from '../../src/api/money-limits.ts';
import { VALIDATION_CONFIG } from '../../src/api/validation/errors.ts';
import { extraFormSchema } from '../../src/api/validation/index.ts';
import { MSG } from '../../src/api/validation/messages.ts';
import { BUSINESS_CALL_FIELDS, businessOrderFieldsSchema } from '../../src/domain/business-loan.ts';
import { isoToBrDate } from '../../src/domain/dates.ts';
import { EXTRA_FIELD_OPTIONS, type ExtraSelectField, optionLabel } from '../../src/domain/options.ts';
import { passesSchedulingStep } from '../../src/domain/order-modal.ts';
import type { ProductInfo } from '../../src/domain/product.ts';
import { BUSINESS_PAGE_PRODUCTS, orderExtraFields } from '../../src/domain/request-extra.ts';
import { badRequest } from '../context.ts';
import { firstProblemOfEachField } from './field-problems.ts';
import type { OrderedProduct } from './order-context.ts';
import type { Identity } from './order-identity.ts';

/** The product as the order modal's rules read it (docs/ordering.md#order-modal). */
function productInfo(
  product: OrderedProduct,
): Pick<ProductInfo, 'id' | 'brand' | 'is_pj' | 'category' | 'product_type'> {
  return {
    id: product.id,
    brand: product.institution,
    is_pj: product.isPj,
    category: { name: product.category },
    product_type: product.productType as ProductInfo['product_type'],
  };
}

/**
 * Refuses an order without the fields its extra step asks (docs/ordering.md#order-modal, docs/validation-and-errors.md#validation-rules: every shown field is
 * required), with the schema the modal uses. The birthday is the one the order is stored with:
 * the account's, which the modal shows prefilled, or the body's while the account has none.
 */
function assertExtraFields(
  product: OrderedProduct,
  body: Record<string, unknown>,
  identity: Pick<Identity, 'birthday'>,
): void {
  const fields = orderExtraFields(productInfo(product));
  if (fields.length === 0) return;
  const values: Record<string, unknown> = {};
  for (const field of fields) values[field] = body[field] ?? undefined;
  if (fields.includes('birthday') && identity.birthday) values.birthday = isoToBrDate(identity.birthday);
  const schema = extraFormSchema(fields, { money: moneyLimitsFor(product.id) });
  const result = v.safeParse(schema, values);
  if (!result.success) throw firstProblemOfEachField(result.issues);
  assertOptions(fields, values);
}

const isSelect = (field: string): field is ExtraSelectField => field in EXTRA_FIELD_OPTIONS;

/** A select of the extra step takes one of its list's options, the only values the form offers. */
function assertOptions(fields: readonly string[], values: Record<string, unknown>): void {
  const errors: Record<string, string[]> = {};
  for (const field of fields)
    if (isSelect(field) && optionLabel(EXTRA_FIELD_OPTIONS[field], values[field]) === null)
      errors[field] = [MSG.option];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/**
 * An order of the business-credit page carries its company form whole, by the form's rules; the
 * order modal's order of the same products carries none of it (only the CNPJ of its extra step).
 */
function assertBusinessPageFields(product: OrderedProduct, body: Record<string, unknown>): void {
  if (!BUSINESS_PAGE_PRODUCTS.includes(product.id)) return;
  if (!BUSINESS_CALL_FIELDS.some((field) => body[field] !== undefined)) return;
  const result = v.safeParse(businessOrderFieldsSchema, body, VALIDATION_CONFIG);
  if (!result.success) throw firstProblemOfEachField(result.issues);
}

/**
 * Refuses an order without the schedule its scheduling step asks (docs/validation-and-errors.md#validation-rules "Scheduling"); the
 * order schema already checked the values and that a schedule comes whole.
 */
function assertSchedule(product: OrderedProduct, body: Record<string, unknown>): void {
  if (!passesSchedulingStep(productInfo(product))) return;
  const missing = SCHEDULE_FIELDS.filter((field) => body[field] === undefined || body[field] === null);
  if (missing.length > 0)
    throw badRequest(Object.fromEntries(missing.map((field) => [field, [MSG.required]])));
}

/**
 * Refuses an order without what the steps of its modal ask: the extra step's fields, then the
 * schedule. The modal does not send an order without them, so the services do not store one.
 */
export function assertOrderStepFields(
  product: OrderedProduct,
  body: Record<string, unknown>,
  identity: Pick<Identity, 'birthday'>,
): void {
  assertExtraFields(product, body, identity);
  assertBusinessPageFields(product, body);
  assertSchedule(product, body);
}
