import { normalizeEmail } from '../../../core/format/email.ts';
import type { PersonForm } from '../../accounts/rules/person-form.ts';
import { orderKindFor } from '../contract/order-paths.ts';

/**
 * The form's fields as the order call carries them (src/features/ordering/requesting/request-payload.ts writes them
 * from the order form), the person's among them.
 */
export type OrderFields = Partial<Record<keyof PersonForm, string>> & Record<string, unknown>;

/** An order body as built here: the envelope every order path requires, the form's fields beside it. */
export type OrderPayload = { customer: number; product: number; personal_banker: number } & Record<
  string,
  unknown
>;

export interface OrderParties {
  /** The customer's user id. */
  customer: number;
  /** The product id. */
  product: number;
  /** The banker's id. */
  personalBanker: number;
}

/** Consortium choices (docs/entities.md). */
export interface ConsortiumChoice {
  isPj: boolean;
  consortiumType: string;
  /** 'term': by instalment value; 'full': by the whole letter value. */
  valueType: 'term' | 'full';
  termValue?: number | null;
  propertyValue?: number | null;
}

/**
 * The order payload: customer, product, personal_banker plus the form fields (docs/entities.md). The
 * order's money is `financing` in the form; a credit-auto order sends it as `credit_value`, the
 * one place the name changes.
 */
export function buildOrderPayload(
  parties: OrderParties,
  form: OrderFields,
  consortium?: ConsortiumChoice,
): OrderPayload {
  const kind = orderKindFor(parties.product);
  const { financing, ...fields } = form;
  const payload: OrderPayload = {
    ...fields,
    customer: parties.customer,
    product: parties.product,
    personal_banker: parties.personalBanker,
  };
  if (financing !== undefined) payload[kind === 'creditAuto' ? 'credit_value' : 'financing'] = financing;
  if (form.email !== undefined) payload.email = normalizeEmail(form.email);
  if (kind === 'consortium' && consortium) {
    payload.is_pj = consortium.isPj;
    payload.consortium_type = consortium.consortiumType;
    payload.value_type = consortium.valueType;
    payload.term_value = consortium.termValue ?? null;
    payload.property_value = consortium.propertyValue ?? null;
  }
  return payload;
}
