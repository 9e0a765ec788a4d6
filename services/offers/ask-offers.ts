import { and, eq } from 'drizzle-orm';
import { PERSON_TYPE } from '../../src/core/format/person-types.ts';
import type { OfferSetAnswer } from '../../src/features/offers/contract/offers.ts';
import { OFFER_MESSAGES } from '../../src/features/offers/contract/offers-messages.ts';
import { CONSENT_ACTIONS } from '../../src/features/privacy/contract/privacy.ts';
import type { AuthUser } from '../auth/tokens.ts';
import { admitLookup, type BureauAccess, recordLookup } from '../checkout/profiles/bureau-access.ts';
import { clockFor } from '../clock/clock.ts';
import {
  badRequest,
  conflict,
  type Db,
  type Deps,
  HttpError,
  notFound,
  tooManyRequests,
} from '../context.ts';
import { persons } from '../db/schema/index.ts';
import { bureauServices } from '../partners/credit-bureaus.ts';
import { partnersFor } from '../partners/partners.ts';
import { consentScopeFor, recordConsent } from '../privacy/consent.ts';
import { subjectOf } from '../privacy/subjects.ts';
import { offersToday, validUntilOf } from './days.ts';
import type { AskedTerms } from './decide.ts';
import {
  claimLookup,
  currentEntries,
  findLookup,
  type LookupInputs,
  type LookupKey,
  type LookupRow,
  releaseLookup,
  savePricing,
} from './lookups.ts';
import { limitsOf, offerSetOf } from './offer-set.ts';
import { pricePartners } from './price-partners.ts';
import { askBureaus, judgedProfile } from './profile.ts';
import { singleFlight } from './single-flight.ts';
import { type PartnerSlot, partnersInStore } from './store-partners.ts';

/** Who asks, in which store, from where. */
export interface OffersCaller {
  user: AuthUser;
  pb: string;
  address: string;
  requestId?: string | undefined;
}

/** The banker whose store `pb` is (404 without one). */
export async function storeBankerId(db: Db, pb: string): Promise<number> {
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.slug, pb), eq(persons.personType, PERSON_TYPE.banker)))
    .limit(1);
  if (!row) throw notFound(OFFER_MESSAGES.storeNotFound);
  return row.id;
}

/** The store's partners with an offers product (404 when it has none). */
async function storeSlots(deps: Deps): Promise<PartnerSlot[]> {
  const slots = await partnersInStore(deps.db, partnersFor(deps).lenders);
  if (slots.length === 0) throw notFound(OFFER_MESSAGES.noPartners);
  return slots;
}

/**
 * True while a look-up's offers hold (7 days from the day it was made); a new look-up under way
 * leaves the previous offers readable until it writes its own.
 */
function holds(lookup: LookupRow, today: string): boolean {
  return lookup.pricingId !== null && today <= validUntilOf(lookup.lookedUpOn);
}

/** What `myOffers` answers: the stored offers while they hold, and the limits. Never a look-up. */
export async function readOffers(deps: Deps, caller: OffersCaller) {
  const bankerId = await storeBankerId(deps.db, caller.pb);
  const slots = await partnersInStore(deps.db, partnersFor(deps).lenders);
  const lookup = await findLookup(deps.db, { customerId: caller.user.id, bankerId });
  const offers =
    lookup && holds(lookup, offersToday(clockFor(deps).now()))
      ? offerSetOf(lookup, await currentEntries(deps.db, lookup), 'stored')
      : null;
  return { offers, limits: limitsOf(slots) };
}

/** A new pricing of a stored look-up, from its profile: no bureau is asked. */
async function reprice(
  deps: Deps,
  lookup: LookupRow,
  slots: readonly PartnerSlot[],
  asked: { amount: number; term: number },
  purpose: string | null = lookup.purpose,
): Promise<OfferSetAnswer> {
  const current = await currentEntries(deps.db, lookup);
  const same =
    current[0]?.amount === asked.amount && current[0]?.term === asked.term && purpose === lookup.purpose;
  if (same) return offerSetOf(lookup, current, 'stored');
  const profile = judgedProfile(lookup.bureaus);
  if (!profile) throw new HttpError(503, { detail: OFFER_MESSAGES.bureausUnavailable });
  const terms: AskedTerms = {
    ...asked,
    monthlyIncome: lookup.monthlyIncome,
    otherInstalments: lookup.otherInstalments,
  };
  const entries = await pricePartners(slots, profile, terms, validUntilOf(lookup.lookedUpOn));
  const saved = await savePricing(deps.db, lookup, asked, entries, { purpose }, clockFor(deps).now());
  return offerSetOf(saved.lookup, saved.rows, 'repriced');
}

/** Counts the look-up of each bureau against the bureau limits (one each); the offers' own words past them. */
async function admitBureaus(deps: Deps, caller: OffersCaller, access: BureauAccess, now: Date) {
  try {
    await Promise.all(
      bureauServices.map(() => admitLookup(deps.db, caller.user, access, caller.address, now)),
    );
  } catch (error) {
    if (error instanceof HttpError && error.status === 429)
      throw tooManyRequests('bureau-lookup', OFFER_MESSAGES.lookupLimit);
    throw error;
  }
}

/** The new look-up: consent and limits, the three bureaus at once, every partner, all stored. */
async function lookUp(
  deps: Deps,
  caller: OffersCaller,
  key: LookupKey,
  slots: readonly PartnerSlot[],
  inputs: LookupInputs,
  asked: { amount: number; term: number },
): Promise<OfferSetAnswer> {
  const { db } = deps;
  const subject = await subjectOf(db, caller.user);
  if (subject.cpf === null) throw badRequest(OFFER_MESSAGES.cpfRequired);
  // The account's own CPF, read from it: the look-up `bureauAccess` allows, under this store.
  const access: BureauAccess = { subject, bankerId: key.bankerId, asBanker: false };
  const now = clockFor(deps).now();
  const today = offersToday(now);
  const claimed = await claimLookup(db, key, inputs, today, now);
  if (!claimed) throw conflict(OFFER_MESSAGES.lookupInProgress);
  try {
    await admitBureaus(deps, caller, access, now);
    const scope = await consentScopeFor(db, key.bankerId);
    await recordConsent(
      db,
      scope,
      subject,
      CONSENT_ACTIONS.offersConsent,
      { purpose: inputs.purpose },
      caller.requestId,
    );
    const bureaus = await askBureaus(partnersFor(deps).bureaus, {
      cpf: subject.cpf,
      monthlyIncome: inputs.monthlyIncome,
      otherInstalments: inputs.otherInstalments,
      amount: asked.amount,
    });
    await Promise.all(
      bureaus.map(({ service }) =>
        recordLookup(
          db,
          caller.user,
          access,
          { service, profile: claimed.id, solicitation: null },
          caller.requestId,
          scope,
        ),
      ),
    );
    const profile = judgedProfile(bureaus);
    if (!profile) throw new HttpError(503, { detail: OFFER_MESSAGES.bureausUnavailable });
    const entries = await pricePartners(slots, profile, { ...asked, ...inputs }, validUntilOf(today));
    const saved = await savePricing(
      db,
      claimed,
      asked,
      entries,
      { purpose: inputs.purpose, profile: { bureaus, inputs, day: today } },
      now,
    );
    return offerSetOf(saved.lookup, saved.rows, 'lookup');
  } catch (error) {
    await releaseLookup(db, claimed);
    throw error;
  }
}

export interface AskBody {
  amount: number;
  term: number;
  monthly_income: number;
  other_instalments: number;
  purpose: string | null;
}

const asking = singleFlight<OfferSetAnswer>();

/**
 * `askOffers`: today's look-up with the same income and other instalments is priced again (no
 * look-up); otherwise a new look-up. The same request twice at once is answered once.
 */
export async function askOffers(deps: Deps, caller: OffersCaller, body: AskBody) {
  const bankerId = await storeBankerId(deps.db, caller.pb);
  const slots = await storeSlots(deps);
  const key = { customerId: caller.user.id, bankerId };
  const inputs: LookupInputs = {
    monthlyIncome: body.monthly_income,
    otherInstalments: body.other_instalments,
    purpose: body.purpose,
  };
  const asked = { amount: body.amount, term: body.term };
  const offers = await asking(`${key.customerId}:${bankerId}:${JSON.stringify(body)}`, async () => {
    const stored = await findLookup(deps.db, key);
    const sameProfile =
      stored?.status === 'done' &&
      stored.lookedUpOn === offersToday(clockFor(deps).now()) &&
      stored.monthlyIncome === inputs.monthlyIncome &&
      stored.otherInstalments === inputs.otherInstalments;
    if (stored && sameProfile) return reprice(deps, stored, slots, asked, inputs.purpose);
    return lookUp(deps, caller, key, slots, inputs, asked);
  });
  return { offers, limits: limitsOf(slots) };
}

const repricing = singleFlight<OfferSetAnswer>();

/** `repriceOffers`: today's look-up for a new amount or term; 409 without one. */
export async function repriceOffers(
  deps: Deps,
  caller: OffersCaller,
  asked: { amount: number; term: number },
) {
  const bankerId = await storeBankerId(deps.db, caller.pb);
  const slots = await storeSlots(deps);
  const key = { customerId: caller.user.id, bankerId };
  const offers = await repricing(`${key.customerId}:${bankerId}:${asked.amount}:${asked.term}`, async () => {
    const lookup = await findLookup(deps.db, key);
    if (lookup?.status === 'pending' && lookup.pricingId === null)
      throw conflict(OFFER_MESSAGES.lookupInProgress);
    if (!lookup || lookup.pricingId === null || lookup.lookedUpOn !== offersToday(clockFor(deps).now()))
      throw conflict(OFFER_MESSAGES.noLookupToday);
    return reprice(deps, lookup, slots, asked);
  });
  return { offers, limits: limitsOf(slots) };
}
