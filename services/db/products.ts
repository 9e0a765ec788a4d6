import { and, eq } from 'drizzle-orm';
import type { Db } from './index.ts';
import { categories, institutions, products } from './schema/index.ts';

/**
 * An active product as a request is made of it (an order, an invitation, a simulation's request):
 * its title, type, institution and category. Ordering, invitations and the simulators read it, so
 * it lives below them.
 */
export interface OrderedProduct {
  id: number;
  title: string;
  productType: string;
  isPj: boolean;
  /** The product's brand (its institution's name). */
  institution: string;
  category: string;
}

/** The product's columns, read from `products` joined with its institution and category. */
export const productFields = {
  id: products.id,
  title: products.title,
  productType: products.productType,
  isPj: products.isPj,
  institution: institutions.name,
  category: categories.name,
};

export async function findProduct(db: Db, productId: number): Promise<OrderedProduct | null> {
  const rows = await db
    .select(productFields)
    .from(products)
    .innerJoin(institutions, eq(institutions.id, products.institutionId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, productId), eq(products.active, true)))
    .limit(1);
  return rows[0] ?? null;
}
