/**
 * What an order of a product must carry beyond its path's schema, as the screens that send it ask
 * (docs/ordering.md#order-modal, docs/validation-and-errors.md#validation-rules): the extra step's
 * fields and their options, the business-credit page's company form, the scheduling step, the
 * home-equity page's property and credit. No screen sends an order without them, so the checkout
 * service stores none; it judges an order by these rules once its product is known.
 */
import * as v from 'valibot';
import { isoToBrDate } from '../../../core/format/dates.ts';
import { EXTRA_FIELD_OPTIONS, type ExtraSelectField, optionLabel } from '../../../core/format/options.ts';
import { BUSINESS_CALL_FIELDS, businessOrderFieldsSchema } from '../../../core/products/business-loan.ts';
import {
  homeEquityOrderSchema,
  homeEquityVariantOf,
  orderedFromHomeEquityPage,
} from '../../../core/products/home-equity.ts';
import type { ProductInfo } from '../../../core/products/product.ts';
import { VALIDATION_CONFIG } from '../../../core/validation/errors.ts';
import { extraFormSchema } from '../../../core/validation/forms.ts';
import { MSG } from '../../../core/validation/messages.ts';
import { moneyLimitsFor } from '../contract/money-limits.ts';
import { SCHEDULE_FIELDS } from '../contract/orders.ts';
import { passesSchedulingStep } from './order-modal.ts';
import { BUSINESS_PAGE_PRODUCTS, orderExtraFields } from './request-extra.ts';

/** The product as its order's rules read it. */
export type RuledProduct = Pick<ProductInfo, 'id' | 'brand' | 'is_pj' | 'category' | 'product_type'>;

/**
 * An order as its rules read it: the body as its path's schema passed it on, with the birthday the
 * order is stored with (yyyy-mm-dd: the account's, or the body's while the account has none).
 */
export type RuledOrder = Record<string, unknown>;

type Issues = readonly v.BaseIssue<unknown>[];

/** One step of the rules: the problems it finds in an order, none when the order passes it. */
type Step = (order: RuledOrder) => Issues;

const isSelect = (field: string): field is ExtraSelectField => field in EXTRA_FIELD_OPTIONS;

/**
 * The extra step (every shown field is required) with the schema the modal uses, then its selects,
 * which take only their list's options. The birthday is read as the modal shows it, prefilled.
 */
function extraStep(product: RuledProduct): Step | null {
  const fields = orderExtraFields(product);
  if (fields.length === 0) return null;
  const schema = extraFormSchema(fields, { money: moneyLimitsFor(product.id) });
  const selects = v.object(
    Object.fromEntries(
      fields
        .filter(isSelect)
        .map((field) => [
          field,
          v.custom((value) => optionLabel(EXTRA_FIELD_OPTIONS[field], value) !== null, MSG.option),
        ]),
    ),
  );
  return (order) => {
    const values: Record<string, unknown> = {};
    for (const field of fields) values[field] = order[field] ?? undefined;
    if (fields.includes('birthday') && typeof order.birthday === 'string')
      values.birthday = isoToBrDate(order.birthday);
    return v.safeParse(schema, values).issues ?? v.safeParse(selects, values).issues ?? [];
  };
}

/**
 * An order of the business-credit page carries its company form whole, by the form's rules; the
 * order modal's order of the same products carries none of it (only the CNPJ of its extra step).
 */
function businessPageStep(product: RuledProduct): Step | null {
  if (!BUSINESS_PAGE_PRODUCTS.includes(product.id)) return null;
  return (order) => {
    if (!BUSINESS_CALL_FIELDS.some((field) => order[field] !== undefined)) return [];
    return v.safeParse(businessOrderFieldsSchema, order, VALIDATION_CONFIG).issues ?? [];
  };
}

/** The scheduling step's fields, each required: the path's schema judged their values and that a schedule comes whole. */
const scheduleSchema = v.object(
  Object.fromEntries(SCHEDULE_FIELDS.map((field) => [field, v.nonNullish(v.unknown(), MSG.required)])),
  MSG.required,
);

function scheduleStep(product: RuledProduct): Step | null {
  if (!passesSchedulingStep(product)) return null;
  return (order) => v.safeParse(scheduleSchema, order).issues ?? [];
}

/** The home-equity page's property and credit, under the order body's names. */
function homeEquityStep(product: RuledProduct): Step | null {
  if (!orderedFromHomeEquityPage(product.id)) return null;
  const schema = homeEquityOrderSchema(homeEquityVariantOf({ id: product.id, is_pj: product.is_pj }));
  return (order) => v.safeParse(schema, order, VALIDATION_CONFIG).issues ?? [];
}

/**
 * The rules of an order of `product`, as one schema: its steps in the order the screens ask them
 * (the extra step before the schedule), and the first step with a problem answers, field by field.
 */
export function orderRulesFor(product: RuledProduct): v.GenericSchema<RuledOrder> {
  const steps = [extraStep, businessPageStep, scheduleStep, homeEquityStep]
    .map((step) => step(product))
    .filter((step) => step !== null);
  return v.pipe(
    v.record(v.string(), v.unknown()),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const step of steps) {
        const issues = step(dataset.value);
        for (const { message, input, path } of issues) addIssue({ message, input, path });
        if (issues.length > 0) return;
      }
    }),
  );
}
