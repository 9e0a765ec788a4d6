import { and, eq, isNull, or } from 'drizzle-orm';
import type * as v from 'valibot';
import { isoToBrDate } from '../../src/core/format/dates.ts';
import { orderKindFor } from '../../src/core/products/product-rules.ts';
import { purposeLabel } from '../../src/features/offers/contract/offer-bounds.ts';
import type { OfferFiguresAnswer, RequestOfferBody } from '../../src/features/offers/contract/offers.ts';
import { OFFER_MESSAGES } from '../../src/features/offers/contract/offers-messages.ts';
import { ORDER_MESSAGES } from '../../src/features/ordering/contract/orders.ts';
import { clockFor } from '../clock/clock.ts';
import { staleStamp } from '../clock/stamps.ts';
import { badRequest, conflict, type Db, type Deps, HttpError, notFound } from '../context.ts';
import { offerEntries, offerLookups } from '../db/schema/index.ts';
import { givenValues } from '../notifications/field-values.ts';
import { findOrderContext } from '../ordering/order-context.ts';
import { placeStoredOrder } from '../ordering/placement.ts';
import { type OffersCaller, storeBankerId } from './ask-offers.ts';
import { offersToday } from './days.ts';
import type { EntryRow } from './lookups.ts';
import { monthAndYear, OFFERED_HEADING, offeredLines } from './offer-lines.ts';
import { entryAnswer } from './offer-set.ts';
import type { PricedEntry } from './price-partners.ts';
import { singleFlight } from './single-flight.ts';
import { currentEntry } from './stored-entry.ts';

/** The figures the customer saw, as 'Quero esta oferta' sends them. */
export type SeenFigures = Pick<
  OfferFiguresAnswer,
  'amount' | 'term' | 'instalment' | 'rate_monthly' | 'cet_yearly'
>;

/** What 'Quero esta oferta' sends: the figures seen, and the funnel's source of the visit. */
type OfferRequestBody = v.InferOutput<typeof RequestOfferBody>;

/** A claim left this long without its order is taken over (its request died in between). */
const STALE_CLAIM_MS = 2 * 60 * 1000;

/**
 * What the order stores: the stored offer's own figures, never the client's, under the fields the
 * request's values read ('Valor', 'Prazo (meses)', 'Parcela'...). The purpose is stored as its label.
 */
export function offerPayload(entry: PricedEntry, id: string, purpose: string | null, income: number) {
  const figures = entry.figures as OfferFiguresAnswer;
  const purposeText = purposeLabel(purpose);
  return {
    value: figures.amount,
    term: figures.term,
    installment: figures.instalment,
    monthly_income: income,
    ...(purposeText ? { purpose: purposeText } : {}),
    partner: entry.institution.name,
    interest_rate: monthAndYear(figures.rate_monthly, figures.rate_yearly),
    cet: monthAndYear(figures.cet_monthly, figures.cet_yearly),
    iof: figures.iof,
    fee: figures.fee,
    total_payable: figures.total_payable,
    offer_valid_until: isoToBrDate(entry.valid_until),
    offer: { id, partner: entry.partner, figures },
  };
}

/** The banker's mail: what the customer said, then what the lender offers under its own heading. */
function offerNotice(entry: PricedEntry, payload: ReturnType<typeof offerPayload>) {
  const { value, term, monthly_income, purpose, partner } = payload;
  return {
    values: givenValues({ value, term, monthly_income, purpose, partner }),
    offered: { heading: OFFERED_HEADING, values: offeredLines(entry, payload.offer.figures) },
  };
}

/** The customer's entry in the store (404 for anyone else's or an unknown one). */
async function ownEntry(db: Db, id: string, customerId: number, bankerId: number): Promise<EntryRow> {
  const [row] = await db
    .select()
    .from(offerEntries)
    .where(
      and(
        eq(offerEntries.id, id),
        eq(offerEntries.customerId, customerId),
        eq(offerEntries.bankerId, bankerId),
      ),
    )
    .limit(1);
  if (!row) throw notFound(OFFER_MESSAGES.offerNotFound);
  return row;
}

/** Refuses what cannot be asked for: not an offer, past its day (`today`), or other figures than stored. */
function assertRequestable(row: EntryRow, seen: SeenFigures, today: string): void {
  const entry = currentEntry(row.entry);
  if (entry.status !== 'offer' || entry.figures === null || row.validUntil === null)
    throw badRequest(OFFER_MESSAGES.notAnOffer);
  if (row.orderId !== null) return;
  if (today > row.validUntil) throw new HttpError(410, { detail: OFFER_MESSAGES.offerExpired });
  const stored = entry.figures;
  const keys = ['amount', 'term', 'instalment', 'rate_monthly', 'cet_yearly'] as const;
  if (keys.some((key) => stored[key] !== seen[key])) throw conflict(OFFER_MESSAGES.figuresChanged);
}

/** Takes the entry for one order; false when another request holds it. */
async function claimEntry(db: Db, id: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(offerEntries)
    .set({ requestClaimedAt: now })
    .where(
      and(
        eq(offerEntries.id, id),
        isNull(offerEntries.orderId),
        or(
          isNull(offerEntries.requestClaimedAt),
          staleStamp(offerEntries.requestClaimedAt, now, STALE_CLAIM_MS),
        ),
      ),
    )
    .returning({ id: offerEntries.id });
  return claimed.length > 0;
}

async function purposeAndIncome(db: Db, row: EntryRow) {
  if (row.lookupId === null) return { purpose: null, income: 0 };
  const [lookup] = await db
    .select({ purpose: offerLookups.purpose, income: offerLookups.monthlyIncome })
    .from(offerLookups)
    .where(eq(offerLookups.id, row.lookupId))
    .limit(1);
  return { purpose: lookup?.purpose ?? null, income: lookup?.income ?? 0 };
}

/** Stores the order of a claimed entry, announced to the banker at once (as any order), and links it. */
async function placeOfferOrder(
  deps: Deps,
  caller: OffersCaller,
  row: EntryRow,
  funnelSource: string | undefined,
): Promise<number> {
  const { db } = deps;
  const context = await findOrderContext(db, caller.user, {
    productId: row.productId,
    bankerId: row.bankerId,
    claimedCpf: undefined,
    idempotencyKey: undefined,
  });
  const product = context?.product;
  const banker = context?.banker;
  if (!context || !product || !banker) throw notFound(OFFER_MESSAGES.offerNotFound);
  if (banker.disabled) throw badRequest(ORDER_MESSAGES.storeDisabled);
  const entry = currentEntry(row.entry);
  const { purpose, income } = await purposeAndIncome(db, row);
  const payload = offerPayload(entry, row.id, purpose, income);
  const stored = await placeStoredOrder(deps, {
    kind: orderKindFor(product.id),
    customerId: caller.user.id,
    product,
    banker,
    context,
    account: context.account,
    payload,
    funnelSource,
    fingerprint: null,
    consentFacts: { offer: row.id },
    notice: offerNotice(entry, payload),
    requestId: caller.requestId,
  });
  // The product's repeat window: another order of it a moment ago.
  if (!stored) throw badRequest(ORDER_MESSAGES.repeated);
  await db.update(offerEntries).set({ orderId: stored.id }).where(eq(offerEntries.id, row.id));
  return stored.id;
}

const requesting = singleFlight<{ row: EntryRow; created: boolean }>();

/**
 * 'Quero esta oferta': the stored offer becomes an order of the store's banker, once. The figures
 * are the stored offer's; the ones sent only confirm that the customer saw the same.
 */
export async function requestOffer(
  deps: Deps,
  caller: OffersCaller,
  offerId: string,
  body: OfferRequestBody,
) {
  const { db } = deps;
  const bankerId = await storeBankerId(db, caller.pb);
  // Only the request whose work ran made the order; those that joined it answer the same one.
  let ran = false;
  const { row, created } = await requesting(`${caller.user.id}:${offerId}`, async () => {
    ran = true;
    const row = await ownEntry(db, offerId, caller.user.id, bankerId);
    const now = clockFor(deps).now();
    assertRequestable(row, body.figures, offersToday(now));
    if (row.orderId !== null) return { row, created: false };
    if (!(await claimEntry(db, offerId, now))) {
      const again = await ownEntry(db, offerId, caller.user.id, bankerId);
      if (again.orderId !== null) return { row: again, created: false };
      throw conflict(OFFER_MESSAGES.requestInProgress);
    }
    try {
      const orderId = await placeOfferOrder(deps, caller, row, body.funnel_source);
      return { row: { ...row, orderId }, created: true };
    } catch (error) {
      await db.update(offerEntries).set({ requestClaimedAt: null }).where(eq(offerEntries.id, offerId));
      throw error;
    }
  });
  const offer = entryAnswer(row);
  return { request: { kind: 'order' as const, id: String(row.orderId) }, offer, created: ran && created };
}
