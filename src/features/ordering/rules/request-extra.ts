import type { ProductInfo } from '../../../core/products/product.ts';
import { CREDIT_AUTO_IDS, PRODUCT_IDS } from '../../../core/products/product-rules.ts';
import { type ExtraField, extraFormFields } from './extra-form.ts';
import { passesExtraStep } from './order-modal.ts';

/**
 * The fields the extra step shows for a requested product: the rules of docs/validation-and-errors.md#validation-rules, plus the
 * financing value of the credit-auto products, whose orders must carry `credit_value` (docs/entities.md).
 */
export function requestExtraFields(
  product: Pick<ProductInfo, 'id' | 'brand' | 'is_pj' | 'category'>,
): ExtraField[] {
  const fields = extraFormFields(product);
  if (CREDIT_AUTO_IDS.includes(product.id) && !fields.includes('financing')) return [...fields, 'financing'];
  return fields;
}

/**
 * Business products the business-loan page orders too (docs/routes-and-guards.md#route-table, docs/simulators.md#company-check-and-credit-profile), with its own company form
 * instead of the modal's extra step: 118 (business credit) and 129 (business loan).
 */
export const BUSINESS_PAGE_PRODUCTS: readonly number[] = [
  PRODUCT_IDS.businessCredit,
  PRODUCT_IDS.businessLoan,
];

/**
 * The extra fields an order of the product must carry: those of its extra step when the order
 * modal passes through it (docs/ordering.md#order-modal), none otherwise; of a product the business-loan page also
 * orders, only what that page asks too (the company's CNPJ). The checkout service refuses an
 * order without them, as no screen sends one.
 */
export function orderExtraFields(
  product: Pick<ProductInfo, 'id' | 'brand' | 'is_pj' | 'category' | 'product_type'>,
): ExtraField[] {
  const fields = passesExtraStep(product) ? requestExtraFields(product) : [];
  if (BUSINESS_PAGE_PRODUCTS.includes(product.id)) return fields.filter((field) => field === 'cnpj');
  return fields;
}
