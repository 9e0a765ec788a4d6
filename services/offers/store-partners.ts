import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { institutions, products } from '../db/schema/index.ts';
import type { Lender } from './lenders.ts';
import { PERSONAL_LOANS } from './policies.ts';

/** A partner as the offers name it: its lender, the product its offers are for, and its institution. */
export interface PartnerSlot {
  lender: Lender;
  product: { id: number; name: string };
  institution: { name: string; logo: string };
}

/**
 * The partners of a family with a product active in the store: one slot per partner, for the
 * first of its products that is active and belongs to its institution (every store lists the
 * active catalog).
 */
export async function partnersInStore(
  db: Db,
  lenders: readonly Lender[],
  family: string = PERSONAL_LOANS,
): Promise<PartnerSlot[]> {
  const ofFamily = lenders.filter((lender) => lender.policy.family === family);
  const ids = ofFamily.flatMap((lender) => lender.policy.products);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      name: products.title,
      brand: institutions.slug,
      institution: institutions.name,
      logo: institutions.icon,
    })
    .from(products)
    .innerJoin(institutions, eq(institutions.id, products.institutionId))
    .where(and(inArray(products.id, ids), eq(products.active, true)));
  return ofFamily.flatMap((lender) => {
    const row = lender.policy.products
      .map((id) => rows.find((r) => r.id === id && r.brand === lender.policy.partner))
      .find((found) => found !== undefined);
    return row
      ? [
          {
            lender,
            product: { id: row.id, name: row.name },
            institution: { name: row.institution, logo: row.logo },
          },
        ]
      : [];
  });
}
