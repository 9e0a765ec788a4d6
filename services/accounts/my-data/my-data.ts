import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import {
  type BankerAuthorizationAnswer,
  CONSENT_ACTIONS,
  type ConsentRecordAnswer,
  type MyDataExportAnswer,
  type MyPrivacyAnswer,
  type OfferProfileAnswer,
} from '../../../src/features/privacy/contract/privacy.ts';
import type { Db } from '../../db/index.ts';
import {
  authorizationInfo,
  offerLookups,
  orders,
  persons,
  privacyAudit,
  products,
  solicitations,
} from '../../db/schema/index.ts';
import { toAnswer } from '../../invitations/solicitation-store.ts';
import { addressOf } from '../places/queries.ts';
import { loadUser } from '../users.ts';

/** Metadata keys that repeat columns of the record (not shown twice). */
const RECORD_COLUMNS = new Set(['user', 'tos_version']);

/**
 * When each withdrawn consent was withdrawn: a withdrawal record names the consents it ends
 * (`withdraws`), and the records are never changed, so the consent's answer shows it.
 */
function withdrawals(rows: readonly (typeof privacyAudit.$inferSelect)[]): Map<number, string> {
  const withdrawn = new Map<number, string>();
  for (const row of rows) {
    const ended = row.action === CONSENT_ACTIONS.offersConsentWithdrawn ? row.metadata.withdraws : null;
    if (Array.isArray(ended))
      for (const id of ended) if (typeof id === 'number') withdrawn.set(id, row.createdAt.toISOString());
  }
  return withdrawn;
}

/** Every privacy record about the user, newest first; a withdrawn consent with `withdrawn_at`. */
export async function consentsOf(db: Db, userId: number): Promise<ConsentRecordAnswer[]> {
  const rows = await db
    .select()
    .from(privacyAudit)
    .where(eq(privacyAudit.userId, userId))
    .orderBy(desc(privacyAudit.createdAt), desc(privacyAudit.id));
  const withdrawn = withdrawals(rows);
  return rows.map((row) => {
    const details = Object.fromEntries(
      Object.entries(row.metadata).filter(([key]) => !RECORD_COLUMNS.has(key)),
    );
    const withdrawnAt = withdrawn.get(row.id);
    return {
      id: row.id,
      action: row.action,
      source: row.source,
      tos_version: row.tosVersion,
      created_at: row.createdAt.toISOString(),
      details: withdrawnAt ? { ...details, withdrawn_at: withdrawnAt } : details,
    };
  });
}

/** The credit profiles kept of the user's look-ups, one per store, newest first. */
export async function offerProfilesOf(db: Db, userId: number): Promise<OfferProfileAnswer[]> {
  const rows = await db
    .select({ lookup: offerLookups, store: persons.slug })
    .from(offerLookups)
    .innerJoin(persons, eq(persons.id, offerLookups.bankerId))
    .where(and(eq(offerLookups.customerId, userId), isNotNull(offerLookups.pricingId)))
    .orderBy(desc(offerLookups.lookedUpAt));
  return rows.map(({ lookup, store }) => ({
    store,
    looked_up_at: lookup.lookedUpAt.toISOString(),
    monthly_income: lookup.monthlyIncome,
    other_instalments: lookup.otherInstalments,
    loan_purpose: lookup.purpose,
    bureaus: lookup.bureaus,
  }));
}

async function authorizationsOf(db: Db, userId: number): Promise<BankerAuthorizationAnswer[]> {
  const rows = await db
    .select({
      auth: authorizationInfo,
      banker: { id: persons.id, fullName: persons.fullName, slug: persons.slug },
    })
    .from(authorizationInfo)
    .innerJoin(persons, eq(persons.id, authorizationInfo.bankerId))
    .where(eq(authorizationInfo.personId, userId))
    .orderBy(asc(persons.fullName));
  return rows.map(({ auth, banker }) => ({
    personal_banker: { id: banker.id, full_name: banker.fullName, slug: banker.slug },
    authorized: auth.authorized,
    updated_at: auth.updatedAt.toISOString(),
  }));
}

/**
 * 'Meus dados': the consents given (every look-up among them), the banker authorizations, a pending
 * deletion request and the credit profiles kept.
 */
export async function myPrivacy(db: Db, userId: number): Promise<MyPrivacyAnswer> {
  const [consents, authorizations, profiles] = await Promise.all([
    consentsOf(db, userId),
    authorizationsOf(db, userId),
    offerProfilesOf(db, userId),
  ]);
  const deletion = consents.find((record) => record.action === CONSENT_ACTIONS.requestDeletion);
  return {
    consents,
    authorizations,
    deletion_requested_at: deletion?.created_at ?? null,
    offer_profiles: profiles,
  };
}

/** Everything kept about the user (LGPD art. 18: access and portability), as one JSON document. */
export async function exportMyData(db: Db, userId: number, now: Date): Promise<MyDataExportAnswer | null> {
  const [person, address, orderRows, solicitationRows, profiles, consents] = await Promise.all([
    loadUser(db, userId),
    addressOf({ db }, userId),
    db
      .select({ order: orders, productTitle: products.title })
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .where(eq(orders.customerId, userId))
      .orderBy(desc(orders.createdAt)),
    db
      .select()
      .from(solicitations)
      .where(and(eq(solicitations.customerId, userId)))
      .orderBy(desc(solicitations.createdAt)),
    offerProfilesOf(db, userId),
    consentsOf(db, userId),
  ]);
  if (!person) return null;
  const hasAddress = Object.values(address).some((value) => value !== null);
  return {
    generated_at: now.toISOString(),
    person: { ...person },
    address: hasAddress ? { ...address } : null,
    orders: orderRows.map(({ order, productTitle }) => ({
      id: order.id,
      product: { id: order.productId, title: productTitle },
      personal_banker: order.bankerId,
      form: order.payload,
      created_at: order.createdAt.toISOString(),
    })),
    solicitations: solicitationRows.map((row) => ({
      ...toAnswer(row),
      created_at: row.createdAt.toISOString(),
    })),
    offer_profiles: profiles,
    consents,
  };
}
