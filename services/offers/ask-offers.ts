import { and, eq } from 'drizzle-orm';
import { PERSON_TYPE } from '../../src/core/format/person-types.ts';
import type { OfferSetAnswer } from '../../src/features/offers/contract/offers.ts';
import { OFFER_MESSAGES, OFFERS_IDENTITY_WORDS } from '../../src/features/offers/contract/offers-messages.ts';
import { ORDER_MESSAGES } from '../../src/features/ordering/contract/orders.ts';
import { CONSENT_ACTIONS } from '../../src/features/privacy/contract/privacy.ts';
import type { AuthUser } from '../accounts/tokens.ts';
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
import { type BankerContext, findBanker } from '../db/bankers.ts';
import { persons, type StoredBureau } from '../db/schema/index.ts';
import { countStep } from '../funnel/count-step.ts';
import { partnersFor } from '../partner-registry.ts';
import { bureauServices } from '../partners/credit-bureaus.ts';
import { type ConsentScope, type consentRecord, consentScopeOf, recordConsents } from '../privacy/consent.ts';
import { subjectOf } from '../privacy/subjects.ts';
import {
  admitLookup,
  type BureauAccess,
  giveBackLookup,
  lookupDetails,
} from '../simulators/profiles/bureau-access.ts';
import { type ProvenSubject, proveIdentity } from '../simulators/profiles/identity.ts';
import { offersConsentDetails } from './consent-record.ts';
import { offersToday, validUntilOf } from './days.ts';
import type { AskedTerms } from './decide.ts';
import { afterLookUps, lookingUp } from './look-ups-under-way.ts';
import {
  claimLookup,
  currentEntries,
  findLookup,
  firstOfBurst,
  holdBurst,
  type LookupInputs,
  type LookupKey,
  type LookupRow,
  leaveBurst,
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

/**
 * The store `pb` where offers can follow: 404 for an unknown one, and the disabled-store message
 * for a paused or disabled one, before anything is read or recorded about the customer.
 */
async function openStore(db: Db, pb: string): Promise<BankerContext> {
  const store = await findBanker(db, await storeBankerId(db, pb));
  if (!store) throw notFound(OFFER_MESSAGES.storeNotFound);
  if (store.disabled) throw badRequest(ORDER_MESSAGES.storeDisabled);
  return store;
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
  const store = await openStore(deps.db, caller.pb);
  const slots = await partnersInStore(deps.db, partnersFor(deps).lenders);
  const lookup = await findLookup(deps.db, { customerId: caller.user.id, bankerId: store.id });
  const offers =
    lookup && holds(lookup, offersToday(clockFor(deps).now()))
      ? offerSetOf(lookup, await currentEntries(deps.db, lookup), 'stored')
      : null;
  return { offers, limits: limitsOf(slots) };
}

/** Whether a stored pricing answers exactly these amount, term and purpose. */
function samePricing(
  lookup: LookupRow,
  current: readonly { amount: number; term: number }[],
  asked: Asked,
  purpose: string | null,
) {
  return current[0]?.amount === asked.amount && current[0]?.term === asked.term && purpose === lookup.purpose;
}

type Asked = { amount: number; term: number };

/** A new pricing of a stored look-up, from its profile: no bureau is asked. */
async function reprice(
  deps: Deps,
  lookup: LookupRow,
  slots: readonly PartnerSlot[],
  asked: Asked,
  purpose: string | null = lookup.purpose,
): Promise<OfferSetAnswer> {
  const current = await currentEntries(deps.db, lookup);
  if (samePricing(lookup, current, asked, purpose)) return offerSetOf(lookup, current, 'stored');
  const profile = judgedProfile(lookup.bureaus);
  if (!profile) throw new HttpError(503, { detail: OFFER_MESSAGES.bureausUnavailable });
  const terms: AskedTerms = {
    ...asked,
    monthlyIncome: lookup.monthlyIncome,
    otherInstalments: lookup.otherInstalments,
  };
  const now = clockFor(deps).now();
  const days = { release: offersToday(now), validUntil: validUntilOf(lookup.lookedUpOn) };
  const entries = await pricePartners(slots, profile, terms, days);
  const saved = await savePricing(deps.db, lookup, asked, entries, { purpose }, now);
  return offerSetOf(saved.lookup, saved.rows, 'repriced');
}

/**
 * The offers an ask gets without a look-up, or null when it needs one: today's look-up with the
 * same income and other instalments is priced again for the amount and term asked; on a later day
 * within the offers' validity, the very same form is answered with the stored offers.
 */
async function withoutLookUp(
  deps: Deps,
  stored: LookupRow | null,
  slots: readonly PartnerSlot[],
  inputs: LookupInputs,
  asked: Asked,
): Promise<OfferSetAnswer | null> {
  const sameProfile =
    stored?.status === 'done' &&
    stored.monthlyIncome === inputs.monthlyIncome &&
    stored.otherInstalments === inputs.otherInstalments;
  if (!stored || !sameProfile) return null;
  const today = offersToday(clockFor(deps).now());
  if (stored.lookedUpOn === today) return reprice(deps, stored, slots, asked, inputs.purpose);
  if (!holds(stored, today)) return null;
  const current = await currentEntries(deps.db, stored);
  return samePricing(stored, current, asked, inputs.purpose) ? offerSetOf(stored, current, 'stored') : null;
}

/** Counts the look-up of each bureau against the bureau limits (one each); the offers' own words past them. */
async function admitBureaus(deps: Deps, caller: OffersCaller, access: BureauAccess, now: Date) {
  try {
    await admitLookup(deps.db, caller.user, access, caller.address, now, bureauServices.length);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429)
      throw tooManyRequests('bureau-lookup', OFFER_MESSAGES.lookupLimit);
    throw error;
  }
}

/** What a look-up's consent record states (services/offers/consent-record.ts). */
interface LookupConsent {
  scope: ConsentScope;
  subject: ProvenSubject;
  store: BankerContext;
  loanPurpose: string | null;
  lookupId: string;
  consentedAt: Date;
  validUntil: string;
  answered: readonly StoredBureau[];
}

/** The consent and one record per bureau that answered, in one statement: a look-up proves itself. */
async function recordLookupConsent(db: Db, caller: OffersCaller, consent: LookupConsent): Promise<void> {
  const { scope, subject, store, loanPurpose, lookupId, consentedAt, validUntil } = consent;
  const details = offersConsentDetails({
    store,
    bureaus: bureauServices,
    loanPurpose,
    lookupId,
    consentedAt,
    validUntil,
  });
  await recordConsents(db, [
    [scope, subject, CONSENT_ACTIONS.offersConsent, details, caller.requestId],
    ...consent.answered.map(
      ({ service, score }) =>
        [
          scope,
          subject,
          CONSENT_ACTIONS.bureauLookup,
          lookupDetails(caller.user, { service, profile: lookupId, solicitation: null, score }),
          caller.requestId,
        ] satisfies Parameters<typeof consentRecord>,
    ),
  ]);
}

/**
 * The new look-up: the customer's own CPF proven, the first of its burst, the row claimed, the
 * limits, the three bureaus at once, every partner, all stored. A bureau that did not answer costs
 * nothing (its count is given back, nothing is recorded of it); when none answered the claim and
 * the burst are given back and no consent is recorded.
 */
async function lookUp(
  deps: Deps,
  caller: OffersCaller,
  store: BankerContext,
  slots: readonly PartnerSlot[],
  inputs: LookupInputs,
  asked: Asked,
): Promise<OfferSetAnswer> {
  const { db } = deps;
  const now = clockFor(deps).now();
  const consentedAt = now;
  const key: LookupKey = { customerId: caller.user.id, bankerId: store.id };
  const scope = consentScopeOf(store);
  const { bureaus } = partnersFor(deps);
  const subject = await proveIdentity(db, await subjectOf(db, caller.user), {
    bureaus,
    scope,
    address: caller.address,
    requestId: caller.requestId,
    words: OFFERS_IDENTITY_WORDS,
  });
  // The account's own CPF, read from it and proven: the look-up `bureauAccess` allows, under this store.
  const access: BureauAccess = { subject, bankerId: store.id, asBanker: false };
  if (!(await firstOfBurst(db, key.customerId))) throw conflict(OFFER_MESSAGES.lookupInProgress);
  const today = offersToday(now);
  const claimed = await claimLookup(db, key, inputs, today, now);
  if (!claimed) {
    // Another request holds the row: this ask makes no look-up, so it leaves the window.
    await leaveBurst(db, key.customerId);
    throw conflict(OFFER_MESSAGES.lookupInProgress);
  }
  try {
    await admitBureaus(deps, caller, access, now);
    const answers = await askBureaus(bureaus, {
      cpf: subject.cpf,
      monthlyIncome: inputs.monthlyIncome,
      otherInstalments: inputs.otherInstalments,
      amount: asked.amount,
    });
    const answered = answers.filter((bureau) => bureau.status === 'ok');
    await Promise.all(
      answers
        .filter((bureau) => bureau.status !== 'ok')
        .map(() => giveBackLookup(db, caller.user, access, caller.address)),
    );
    const profile = judgedProfile(answers);
    if (!profile) throw new HttpError(503, { detail: OFFER_MESSAGES.bureausUnavailable });
    const validUntil = validUntilOf(today);
    await recordLookupConsent(db, caller, {
      scope,
      subject,
      store,
      loanPurpose: inputs.purpose,
      lookupId: claimed.id,
      consentedAt,
      validUntil,
      answered,
    });
    const entries = await pricePartners(
      slots,
      profile,
      { ...asked, ...inputs },
      { release: today, validUntil },
    );
    const saved = await savePricing(
      db,
      claimed,
      asked,
      entries,
      { purpose: inputs.purpose, profile: { bureaus: answers, inputs, day: today } },
      now,
    );
    await holdBurst(db, key.customerId);
    return offerSetOf(saved.lookup, saved.rows, 'lookup');
  } catch (error) {
    await releaseLookup(db, claimed);
    await leaveBurst(db, key.customerId);
    throw error;
  }
}

export interface AskBody {
  amount: number;
  term: number;
  monthly_income: number;
  other_instalments: number;
  purpose: string | null;
  funnel_source?: string | undefined;
}

/** Counts an ask answered with offers in the store's funnel (docs/desk.md#funnel), then answers it. */
async function offersAsked<T>(
  deps: Deps,
  bankerId: number,
  source: string | undefined,
  answer: T,
): Promise<T> {
  await countStep(deps.db, { bankerId, step: 'offers', source, at: clockFor(deps).now() });
  return answer;
}

/**
 * `askOffers` (docs/offers.md#the-look-up): the store first (unknown, paused or disabled: refused
 * before anything else); then, once no look-up of the customer is under way, the offers held for
 * these inputs or today's re-priced, else a new look-up. Of a burst, only the first makes one: a
 * later ask with the same income and other instalments gets that look-up priced for its own amount
 * and term; one with others gets 409 'Já estamos consultando…', whether it waited for the look-up
 * here or another process made it within the burst's seconds.
 */
export async function askOffers(deps: Deps, caller: OffersCaller, body: AskBody) {
  const store = await openStore(deps.db, caller.pb);
  const slots = await storeSlots(deps);
  const customerId = caller.user.id;
  const key = { customerId, bankerId: store.id };
  const inputs: LookupInputs = {
    monthlyIncome: body.monthly_income,
    otherInstalments: body.other_instalments,
    purpose: body.purpose,
  };
  const asked = { amount: body.amount, term: body.term };
  let joined = false;
  for (;;) {
    joined = (await afterLookUps(customerId)) || joined;
    const stored = await findLookup(deps.db, key);
    // Another ask began a look-up meanwhile: its answer first.
    if (lookingUp.has(customerId)) continue;
    const reused = await withoutLookUp(deps, stored, slots, inputs, asked);
    if (reused)
      return offersAsked(deps, store.id, body.funnel_source, { offers: reused, limits: limitsOf(slots) });
    if (lookingUp.has(customerId)) continue;
    if (joined) throw conflict(OFFER_MESSAGES.lookupInProgress);
    const started = lookUp(deps, caller, store, slots, inputs, asked);
    lookingUp.set(customerId, started);
    try {
      return offersAsked(deps, store.id, body.funnel_source, {
        offers: await started,
        limits: limitsOf(slots),
      });
    } finally {
      lookingUp.delete(customerId);
    }
  }
}

const repricing = singleFlight<OfferSetAnswer>();

/** `repriceOffers`: today's look-up for a new amount or term, once no look-up is under way; 409 without one. */
export async function repriceOffers(deps: Deps, caller: OffersCaller, asked: Asked) {
  const store = await openStore(deps.db, caller.pb);
  const slots = await storeSlots(deps);
  const key = { customerId: caller.user.id, bankerId: store.id };
  await afterLookUps(key.customerId);
  const offers = await repricing(
    `${key.customerId}:${key.bankerId}:${asked.amount}:${asked.term}`,
    async () => {
      const lookup = await findLookup(deps.db, key);
      if (lookup?.status === 'pending' && lookup.pricingId === null)
        throw conflict(OFFER_MESSAGES.lookupInProgress);
      if (!lookup || lookup.pricingId === null || lookup.lookedUpOn !== offersToday(clockFor(deps).now()))
        throw conflict(OFFER_MESSAGES.noLookupToday);
      return reprice(deps, lookup, slots, asked);
    },
  );
  return { offers, limits: limitsOf(slots) };
}
