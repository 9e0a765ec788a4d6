import { type ExtraField, extraFormFields } from './extra-form.ts';
import { passesExtraStep } from './order-modal.ts';
import { CREDIT_AUTO_IDS, type ProductInfo } from './product.ts';

/**
 * The fields the extra step shows for a requested product: the rules of spec §5, plus the
 * financing value of the credit-auto products, whose orders must carry `credit_value` (§3).
 */
export function requestExtraFields(
  product: Pick<ProductInfo, 'id' | 'brand' | 'is_pj' | 'category'>,
): ExtraField[] {
  const fields = extraFormFields(product);
  if (CREDIT_AUTO_IDS.includes(product.id) && !fields.includes('financing')) return [...fields, 'financing'];
  return fields;
}

/**
 * The extra fields an order of the product must carry: those of its extra step when the order
 * modal passes through it (§4.6), none otherwise. The checkout service refuses an order without
 * them, as the modal does not send one.
 */
export function orderExtraFields(
  product: Pick<ProductInfo, 'id' | 'brand' | 'is_pj' | 'category' | 'product_type'>,
): ExtraField[] {
  return passesExtraStep(product) ? requestExtraFields(product) : [];
}
