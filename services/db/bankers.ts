import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PERSON_TYPE } from '../../src/core/format/person-types.ts';
import { DEFAULT_TOS_VERSION } from '../../src/features/privacy/rules/terms.ts';
import type { Db } from './index.ts';
import { companies, persons, stores, termsOfService } from './schema/index.ts';

/**
 * The banker an order, solicitation or consent is addressed to, with what the audit record needs.
 * Checkout, automation and privacy all read it, so it lives below them.
 */
export interface BankerContext {
  id: number;
  slug: string | null;
  fullName: string;
  email: string;
  phone: string | null;
  disabled: boolean;
  whitelabel: boolean;
  companyId: number | null;
  companyName: string | null;
  tosVersion: string;
}

/** The banker's person row, named apart from the account an order is read with. */
export const banker = alias(persons, 'banker');

/** The banker's columns, read from `banker` joined with its store, company and terms. */
export const bankerFields = {
  id: banker.id,
  slug: banker.slug,
  fullName: banker.fullName,
  email: banker.email,
  phone: banker.principalContact,
  disabled: sql<boolean>`coalesce(${stores.disabled}, false)`,
  whitelabel: sql<boolean>`coalesce(${companies.whitelabel}, false)`,
  companyId: companies.id,
  companyName: companies.name,
  tosVersion: termsOfService.version,
};

export const isBanker = (bankerId: number | SQL) =>
  and(eq(banker.id, bankerId), eq(banker.personType, PERSON_TYPE.banker));

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** The banker of a row of `bankerFields`, or null when the join found none. */
export function bankerOf(row: Nullable<BankerContext> | null | undefined): BankerContext | null {
  if (!row || row.id === null) return null;
  return { ...row, tosVersion: row.tosVersion ?? DEFAULT_TOS_VERSION } as BankerContext;
}

/** A person of type 0 (banker) with their store and company, or null. */
export async function findBanker(db: Db, bankerId: number): Promise<BankerContext | null> {
  const rows = await db
    .select(bankerFields)
    .from(banker)
    .leftJoin(stores, eq(stores.personId, banker.id))
    .leftJoin(companies, eq(companies.id, banker.companyId))
    .leftJoin(termsOfService, eq(termsOfService.id, companies.tosId))
    .where(isBanker(bankerId))
    .limit(1);
  return bankerOf(rows[0]);
}

/**
 * Source of a privacy audit record (docs/services.md#calls): the store's identifier, or the white-label
 * company's own when the banker's company white-labels the store.
 */
export function auditSourceFor(banker: BankerContext): string {
  if (banker.whitelabel && banker.companyId !== null) return `company:${banker.companyId}`;
  return `store:${banker.slug ?? banker.id}`;
}
