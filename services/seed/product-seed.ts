import type { ProductType } from '../db/schema/catalog.ts';

/** One product of the demo catalog, before its family's facts are added. */
export interface ProductSeed {
  id: number;
  group: number;
  brand: string;
  category: string;
  type: ProductType;
  title: string;
  isPj?: boolean;
  corban?: number;
  redirectId?: number;
}
