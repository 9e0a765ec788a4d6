import { and, eq, isNull, sql } from 'drizzle-orm';
import { staleStamp } from '../clock/stamps.ts';
import type { Db } from '../db/index.ts';
import { offerEntries, offerLookups, rateLimits, type StoredBureau } from '../db/schema/index.ts';
import { giveBack, hit } from '../http/rate-limit.ts';
import type { PricedEntry } from './price-partners.ts';

export type LookupRow = typeof offerLookups.$inferSelect;
export type EntryRow = typeof offerEntries.$inferSelect;

/** Whose look-up, in which store. */
export interface LookupKey {
  customerId: number;
  bankerId: number;
}

/** The inputs a look-up is read with. */
export interface LookupInputs {
  monthlyIncome: number;
  otherInstalments: number;
  purpose: string | null;
}

/**
 * A burst: the look-ups a customer's asks would start within this many seconds of a first one, in
 * any store and any process. Only the first is made (docs/offers.md#the-look-up).
 */
export const BURST_SECONDS = 2;

export const burstKey = (customerId: number) => `offers-burst:${customerId}`;

/** Counts a new look-up in the customer's burst window: true when it is the first of the window. */
export async function firstOfBurst(db: Db, customerId: number): Promise<boolean> {
  return (await hit(db, burstKey(customerId), BURST_SECONDS)) === 1;
}

/**
 * A look-up made holds the window from its end as well as its start: the asks that waited for a
 * slow one (a burst all the same) make none.
 */
export async function holdBurst(db: Db, customerId: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ windowStart: sql`now()` })
    .where(eq(rateLimits.key, burstKey(customerId)));
}

/** A look-up that was not made (refused, or no bureau answered) leaves the window to the next ask. */
export async function leaveBurst(db: Db, customerId: number): Promise<void> {
  await giveBack(db, burstKey(customerId));
}

/** A pending look-up left this long is taken over (its request died before finishing). */
const STALE_PENDING_MS = 2 * 60 * 1000;

const ofKey = ({ customerId, bankerId }: LookupKey) =>
  and(eq(offerLookups.customerId, customerId), eq(offerLookups.bankerId, bankerId));

export async function findLookup(db: Db, key: LookupKey): Promise<LookupRow | null> {
  const [row] = await db.select().from(offerLookups).where(ofKey(key)).limit(1);
  return row ?? null;
}

/**
 * Claims the customer's look-up in the store for a new bureau look-up: a new row, or the existing
 * one unless another request holds it (pending and recent). The claim keeps the previous profile
 * and pricing until the new ones are written, so a failed look-up loses nothing. Null when
 * another request holds it.
 */
export async function claimLookup(
  db: Db,
  key: LookupKey,
  inputs: LookupInputs,
  day: string,
  now: Date,
): Promise<LookupRow | null> {
  const [row] = await db
    .insert(offerLookups)
    .values({ ...key, ...inputs, status: 'pending', lookedUpOn: day, lookedUpAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [offerLookups.customerId, offerLookups.bankerId],
      set: { status: 'pending', updatedAt: now },
      setWhere: sql`${offerLookups.status} = 'done' or ${staleStamp(offerLookups.updatedAt, now, STALE_PENDING_MS)}`,
    })
    .returning();
  return row ?? null;
}

/** Gives a claimed look-up back after the bureaus failed: the previous one stays, a new row goes. */
export async function releaseLookup(db: Db, lookup: LookupRow): Promise<void> {
  if (lookup.pricingId === null) await db.delete(offerLookups).where(eq(offerLookups.id, lookup.id));
  else await db.update(offerLookups).set({ status: 'done' }).where(eq(offerLookups.id, lookup.id));
}

/**
 * Writes a pricing of a look-up in one transaction: the entries, the look-up's current pricing
 * and purpose (with the profile and inputs when a new look-up made them), and drops the entries of earlier
 * pricings not asked for. Every entry keeps the amount and term asked. Answers the rows written, in rank order.
 */
export async function savePricing(
  db: Db,
  lookup: LookupRow,
  asked: { amount: number; term: number },
  entries: readonly PricedEntry[],
  changes: {
    purpose: string | null;
    profile?: { bureaus: StoredBureau[]; inputs: LookupInputs; day: string };
  },
  now: Date,
): Promise<{ lookup: LookupRow; rows: EntryRow[] }> {
  return db.transaction(async (tx) => {
    const pricingId = crypto.randomUUID();
    const rows =
      entries.length === 0
        ? []
        : await tx
            .insert(offerEntries)
            .values(
              entries.map((entry, position) => ({
                lookupId: lookup.id,
                pricingId,
                customerId: lookup.customerId,
                bankerId: lookup.bankerId,
                partner: entry.partner,
                productId: entry.product.id,
                status: entry.status,
                position,
                amount: asked.amount,
                term: asked.term,
                validUntil: entry.valid_until,
                entry,
              })),
            )
            .returning();
    // A new row has no earlier pricing to drop.
    if (lookup.pricingId !== null)
      await tx
        .delete(offerEntries)
        .where(
          and(
            eq(offerEntries.lookupId, lookup.id),
            sql`${offerEntries.pricingId} <> ${pricingId}`,
            isNull(offerEntries.orderId),
            isNull(offerEntries.requestClaimedAt),
          ),
        );
    const [saved] = await tx
      .update(offerLookups)
      .set({
        pricingId,
        status: 'done',
        updatedAt: now,
        purpose: changes.purpose,
        ...(changes.profile
          ? {
              ...changes.profile.inputs,
              bureaus: changes.profile.bureaus,
              lookedUpOn: changes.profile.day,
              lookedUpAt: now,
            }
          : {}),
      })
      .where(eq(offerLookups.id, lookup.id))
      .returning();
    return { lookup: saved ?? lookup, rows: rows.sort((a, b) => a.position - b.position) };
  });
}

/** The entries of the look-up's current pricing, in rank order. */
export async function currentEntries(db: Db, lookup: LookupRow): Promise<EntryRow[]> {
  if (lookup.pricingId === null) return [];
  return db
    .select()
    .from(offerEntries)
    .where(and(eq(offerEntries.lookupId, lookup.id), eq(offerEntries.pricingId, lookup.pricingId)))
    .orderBy(offerEntries.position);
}

/**
 * Withdraws the consent of a look-up: deletes its profile (the row) and every entry of the
 * customer in the store not asked for. Answers the look-up's id and how many entries went, or null
 * without a look-up.
 */
export async function deleteLookup(
  db: Db,
  key: LookupKey,
): Promise<{ lookupId: string; deleted: number } | null> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(offerLookups).where(ofKey(key)).returning({ id: offerLookups.id });
    if (!removed) return null;
    const entries = await tx
      .delete(offerEntries)
      .where(
        and(
          eq(offerEntries.customerId, key.customerId),
          eq(offerEntries.bankerId, key.bankerId),
          isNull(offerEntries.orderId),
        ),
      )
      .returning({ id: offerEntries.id });
    return { lookupId: removed.id, deleted: entries.length };
  });
}
