import { type ExtraField, extraFormFields } from './extra-form.ts';
import type { ProductInfo } from './product.ts';
import { CREDIT_AUTO_IDS } from './product-ids.ts';

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
