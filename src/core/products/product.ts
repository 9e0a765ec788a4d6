import { PRODUCT_IDS } from './product-rules.ts';

/** How a product is requested (docs/entities.md). */
export type ProductType = 'REDIRECT' | 'TABLE' | 'DEFAULT' | 'APP';

/** The fields of a product that the request rules read; the catalog answer has more. */
export interface ProductInfo {
  id: number;
  brand: string;
  category?: { name: string } | null;
  is_pj: boolean;
  product_type: ProductType;
  redirect_id?: number | null;
}

/** The product type the rules use: product 59 is always DEFAULT. */
export function effectiveProductType(product: Pick<ProductInfo, 'id' | 'product_type'>): ProductType {
  return product.id === PRODUCT_IDS.forcedDefault ? 'DEFAULT' : product.product_type;
}
