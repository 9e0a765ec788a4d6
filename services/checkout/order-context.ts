import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import {
  categories,
  companies,
  institutions,
  persons,
  products,
  stores,
  termsOfService,
} from '../db/schema/index.ts';
import { DEFAULT_TOS_VERSION } from '../privacy/audit.ts';

export interface OrderedProduct {
  id: number;
  title: string;
  productType: string;
  isPj: boolean;
  /** The product's brand (its institution's name). */
  institution: string;
  category: string;
}

/** The banker an order or solicitation is addressed to, with what the audit record needs. */
export interface BankerContext {
  id: number;
  slug: string | null;
  fullName: string;
  email: string;
  disabled: boolean;
  whitelabel: boolean;
  companyId: number | null;
  companyName: string | null;
  tosVersion: string;
}

export async function findProduct(db: Db, productId: number): Promise<OrderedProduct | null> {
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      productType: products.productType,
      isPj: products.isPj,
      institution: institutions.name,
      category: categories.name,
    })
    .from(products)
    .innerJoin(institutions, eq(institutions.id, products.institutionId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, productId), eq(products.active, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** A person of type 0 (banker) with their store and company, or null. */
export async function findBanker(db: Db, bankerId: number): Promise<BankerContext | null> {
  const rows = await db
    .select({
      id: persons.id,
      slug: persons.slug,
      fullName: persons.fullName,
      email: persons.email,
      disabled: sql<boolean>`coalesce(${stores.disabled}, false)`,
      whitelabel: sql<boolean>`coalesce(${companies.whitelabel}, false)`,
      companyId: companies.id,
      companyName: companies.name,
      tosVersion: termsOfService.version,
    })
    .from(persons)
    .leftJoin(stores, eq(stores.personId, persons.id))
    .leftJoin(companies, eq(companies.id, persons.companyId))
    .leftJoin(termsOfService, eq(termsOfService.id, companies.tosId))
    .where(and(eq(persons.id, bankerId), eq(persons.personType, 0)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { ...row, tosVersion: row.tosVersion ?? DEFAULT_TOS_VERSION };
}

/**
 * Source of a privacy audit record (spec §7): the store's identifier, or the white-label
 * company's own when the banker's company white-labels the store.
 */
export function auditSourceFor(banker: BankerContext): string {
  if (banker.whitelabel && banker.companyId !== null) return `company:${banker.companyId}`;
  return `store:${banker.slug ?? banker.id}`;
}
