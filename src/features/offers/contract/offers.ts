/**
 * Contract of 'Ofertas para você' (docs/offers.md): a logged customer asks, in a banker's store, for
 * the personal-credit offers the store's partner institutions would make, from one bureau look-up
 * of the account's own CPF that they consent to. Served under the checkout service's base.
 *
 * The rule of the calls (docs/offers.md#one-look-up):
 * - `myOffers` reads what is stored: the latest offers while valid (null otherwise), never a look-up.
 * - `askOffers` makes the look-up; when one of today is stored with the same income and other
 *   instalments, it re-prices that one instead (a second click or a second tab costs no look-up).
 * - `repriceOffers` changes the amount or the term of today's look-up: no look-up, no consent.
 * - `requestOffer` sends one stored offer to the banker; its figures are copied by the services.
 * - `withdrawOffersConsent` deletes the stored profile and the offers not yet requested.
 */
import * as v from 'valibot';
import { SlugParam } from '../../../core/contract/common.ts';
import { contractOf } from '../../../core/contract/contracts.ts';
import type { Endpoint } from '../../../core/contract/endpoint.ts';
import { SHARED_MSG } from '../../../core/contract/shared-messages.ts';
import { MSG, maxMoneyMessage, minMoneyMessage } from '../../../core/validation/messages.ts';
import { hasWholeCents, isMoneyInput, MONEY_MAX, readMoney } from '../../../core/validation/money.ts';
import { funnelSourceEntry } from '../../funnel/contract/funnel-source.ts';
import { OFFER_BOUNDS, OFFER_PURPOSES } from './offer-bounds.ts';
import { OFFER_MESSAGES } from './offers-messages.ts';
import { OFFERS_ROUTES } from './offers-routes.ts';

const { amount: AMOUNT, term: TERM } = OFFER_BOUNDS;

/** Our own text: a term outside the form's bounds. */
export const TERM_MESSAGE = `O prazo precisa ser de ${TERM.min} a ${TERM.max} meses.`;

/** An amount in reais as a number or pt-BR text, in whole centavos, from `min` (0 allowed when min is 0). */
const money = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(MSG.required), v.string(MSG.required)], MSG.required),
    v.check((value) => String(value).trim() !== '', MSG.required),
    v.check(isMoneyInput, MSG.moneyFormat),
    v.transform(readMoney),
    v.check((value) => Number.isFinite(value) && (min === 0 ? value >= 0 : value > 0), MSG.positive),
    v.check((value) => value > max || hasWholeCents(value), MSG.moneyCents),
    v.check((value) => value >= min, minMoneyMessage(min)),
    v.check((value) => value <= max, maxMoneyMessage(max)),
  );

const Term = v.pipe(
  v.union([v.number(MSG.required), v.pipe(v.string(MSG.required), v.regex(/^\s*\d{1,3}\s*$/, TERM_MESSAGE))]),
  v.transform(Number),
  v.integer(TERM_MESSAGE),
  v.minValue(TERM.min, TERM_MESSAGE),
  v.maxValue(TERM.max, TERM_MESSAGE),
);

/** 'Valor desejado' and 'Prazo (meses)': what re-pricing changes. */
export const OfferTermsBody = v.object({
  amount: money(AMOUNT.min, AMOUNT.max),
  term: Term,
});

/** The form: the amount and term, the income, other instalments, an optional purpose and the consent box. */
export const AskOffersBody = v.object({
  ...OfferTermsBody.entries,
  monthly_income: money(0.01, MONEY_MAX),
  /** Blank or absent reads as 0. */
  other_instalments: v.optional(
    v.pipe(
      v.union([v.number(), v.string(), v.null()], MSG.required),
      v.transform((value) => (value === null || String(value).trim() === '' ? 0 : value)),
      money(0, MONEY_MAX),
    ),
    0,
  ),
  purpose: v.optional(
    v.nullable(
      v.picklist(Object.keys(OFFER_PURPOSES) as (keyof typeof OFFER_PURPOSES)[], OFFER_MESSAGES.purpose),
    ),
    null,
  ),
  /**
   * The consent box: one look-up of the account's own CPF at the bureaus. Only `true` is accepted;
   * absent, it is the same consent message, not the generic one of a missing field.
   */
  consent: v.pipe(
    // Absent reads as unticked (false), so the check below words it.
    v.optional(v.boolean(OFFER_MESSAGES.consentRequired), false),
    v.check((value) => value === true, OFFER_MESSAGES.consentRequired),
    v.transform((): true => true),
  ),
  /** Where the store's visit came from, counted with the ask in the store's funnel (docs/desk.md#funnel). */
  ...funnelSourceEntry,
});
export type AskOffersInput = v.InferInput<typeof AskOffersBody>;

export const StoreParams = v.object({ pb: SlugParam });
export const OfferParams = v.object({
  pb: SlugParam,
  offer: v.pipe(v.string(), v.uuid(OFFER_MESSAGES.offerNotFound)),
});

export const OFFER_STATUSES = ['offer', 'recusada', 'indisponivel'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The elements of the CET (Res. CMN 4.881/2020): what the total payable is made of. */
export const CET_COMPONENTS = ['valor_liberado', 'juros', 'iof', 'tarifa'] as const;
export type CetComponent = (typeof CET_COMPONENTS)[number];

/** One element of the CET: its amount in reais and its share of `total_payable`, in percent with two decimals. */
export const CetShare = v.object({
  component: v.picklist(CET_COMPONENTS),
  /** 'Valor liberado', 'Juros', 'IOF' or 'Tarifa'. */
  label: v.string(),
  amount: v.number(),
  share: v.number(),
});

/** The charges of a late instalment (CDC art. 52 §1: a multa of at most 2%). */
export const LateCharges = v.object({
  /** Juros de mora, % a.m. */
  interest_monthly: v.number(),
  /** Multa, % of the late instalment. */
  fine_percent: v.number(),
  /** Reais: the multa plus the juros de mora pro rata on one instalment paid 30 days late. */
  one_month_late: v.number(),
  /** That instalment plus those charges. */
  one_month_late_total: v.number(),
});

/**
 * The figures of an offer (PRICE, docs/offers.md#figures): money in reais to the centavo, rates in
 * percent with two decimals. `financed` = amount + IOF + fee (both financed: the customer receives
 * the amount asked). Released on `release_date`; the k-th instalment falls due k months later. The
 * CET is the annual rate that discounts each instalment at its calendar days over 365 to the amount
 * released (Res. CMN 4.881/2020); the monthly CET is derived from it.
 */
export const OfferFigures = v.object({
  amount: v.number(),
  term: v.number(),
  instalment: v.number(),
  rate_monthly: v.number(),
  rate_yearly: v.number(),
  iof: v.number(),
  fee: v.number(),
  financed: v.number(),
  cet_monthly: v.number(),
  cet_yearly: v.number(),
  total_payable: v.number(),
  /** yyyy-mm-dd: the day the amount is released (the day of the offer). */
  release_date: v.string(),
  /** yyyy-mm-dd: the first instalment's due date. */
  first_due_date: v.string(),
  /** Reais: what the customer would pay without the financing (the amount released). */
  total_without_financing: v.number(),
  /** Released amount, interest, IOF and fee; their shares add to 100. */
  cet_breakdown: v.array(CetShare),
  late_charges: LateCharges,
});
export type OfferFiguresAnswer = v.InferOutput<typeof OfferFigures>;

/** One partner's answer: an offer, 'recusada' with its reason, or 'indisponível no momento'. */
export const OfferEntry = v.object({
  /** The stored entry; only an `offer` can be requested. */
  id: v.string(),
  /** The partner's key in the policies (its institution's slug). */
  partner: v.string(),
  status: v.picklist(OFFER_STATUSES),
  /** 'Oferta', 'recusada' or 'indisponível no momento'. */
  status_label: v.string(),
  institution: v.object({ name: v.string(), logo: v.string() }),
  product: v.object({ id: v.number(), name: v.string() }),
  /** The correspondent bank through which the partner lends, where there is one. */
  correspondent: v.nullable(v.string()),
  /** The institution that lends (CDC art. 54-B); null unless `offer`. */
  lender: v.nullable(v.object({ name: v.string(), address: v.string(), email: v.string() })),
  /** Null unless `offer`. */
  figures: v.nullable(OfferFigures),
  /** yyyy-mm-dd, the last day the offer holds; null unless `offer`. */
  valid_until: v.nullable(v.string()),
  /** 'Oferta válida até dd/mm/aaaa'; null unless `offer`. */
  valid_until_text: v.nullable(v.string()),
  /** Why it fits: 'parcela de 18% da sua renda'; null unless `offer`. */
  fit: v.nullable(v.string()),
  /** Why it was declined ('renda comprometida acima de 30%') or 'indisponível no momento'; null for an offer. */
  reason: v.nullable(v.string()),
  /** 1 for the lowest CET; null unless `offer`. */
  rank: v.nullable(v.number()),
  /** 'Menor CET' on the first offer, null on the others. */
  mark: v.nullable(v.string()),
  /** The request made from it ('Minhas solicitações'), once asked for. */
  request: v.nullable(v.object({ kind: v.literal('order'), id: v.string() })),
});
export type OfferEntryAnswer = v.InferOutput<typeof OfferEntry>;

/** One partner's limits, for the field messages ('Valor desejado', 'Prazo (meses)'). */
export const PartnerLimits = v.object({
  partner: v.string(),
  institution: v.string(),
  amount_min: v.number(),
  amount_max: v.number(),
  term_min: v.number(),
  term_max: v.number(),
});

/** The form's limits: the bounds every request must keep, and each partner's own. */
export const OfferLimits = v.object({
  amount_min: v.number(),
  amount_max: v.number(),
  term_min: v.number(),
  term_max: v.number(),
  partners: v.array(PartnerLimits),
});
export type OfferLimitsAnswer = v.InferOutput<typeof OfferLimits>;

export const BUREAU_STATES = ['ok', 'indisponivel'] as const;

/** A set of offers: what was asked, when it was looked up, and one entry per partner, ranked. */
export const OfferSet = v.object({
  /** How this answer was made: a new look-up, the stored offers, or a re-pricing of today's look-up. */
  source: v.picklist(['lookup', 'stored', 'repriced']),
  looked_up_at: v.string(),
  /** yyyy-mm-dd: a re-pricing (`repriceOffers`) is possible through this day. */
  reprice_until: v.string(),
  asked: v.object({
    amount: v.number(),
    term: v.number(),
    monthly_income: v.number(),
    other_instalments: v.number(),
    purpose: v.nullable(v.string()),
    purpose_label: v.nullable(v.string()),
  }),
  /** Which bureaus answered (their scores are not shown). */
  bureaus: v.array(v.object({ service: v.string(), status: v.picklist(BUREAU_STATES) })),
  /** Offers by CET (lowest first, the first marked 'Menor CET'), then the declined, then the unavailable. */
  entries: v.array(OfferEntry),
  /** True when no partner made an offer and at least one declined: the page offers the banker's WhatsApp. */
  all_declined: v.boolean(),
  /** The page's note when there is one (every partner declined). */
  message: v.nullable(v.string()),
});
export type OfferSetAnswer = v.InferOutput<typeof OfferSet>;

export const MyOffers = v.object({
  /** The latest offers while valid; null when there are none (the page shows the form). */
  offers: v.nullable(OfferSet),
  limits: OfferLimits,
});
export type MyOffersAnswer = v.InferOutput<typeof MyOffers>;

export const AskOffersAnswer = v.object({ offers: OfferSet, limits: OfferLimits });

/**
 * 'Quero esta oferta': the figures the customer saw. The services copy the stored offer's own; these
 * only confirm that nothing changed in between (anything else differing is refused).
 */
export const RequestOfferBody = v.object({
  figures: v.object({
    amount: v.number(OFFER_MESSAGES.figuresChanged),
    term: v.number(OFFER_MESSAGES.figuresChanged),
    instalment: v.number(OFFER_MESSAGES.figuresChanged),
    rate_monthly: v.number(OFFER_MESSAGES.figuresChanged),
    cet_yearly: v.number(OFFER_MESSAGES.figuresChanged),
  }),
  /** Where the store's visit came from, counted with the request in the store's funnel. */
  ...funnelSourceEntry,
});

export type RequestOfferBodyInput = v.InferInput<typeof RequestOfferBody>;

export const RequestOfferAnswer = v.object({
  request: v.object({ kind: v.literal('order'), id: v.string() }),
  offer: OfferEntry,
  /** Whether this call made the request (false: it had been made, the same one is answered). */
  created: v.boolean(),
});

export const WithdrawAnswer = v.object({ detail: v.string(), deleted_offers: v.number() });

const LOGGED = { 401: SHARED_MSG.unauthenticated } as const;
const STORE = { 404: `${OFFER_MESSAGES.storeNotFound} / ${OFFER_MESSAGES.noPartners}` } as const;

export const offerEndpoints = {
  myOffers: {
    ...OFFERS_ROUTES.myOffers,
    summary:
      "The logged customer's latest offers in this store while valid (null otherwise) and the partners' limits; never a look-up.",
    auth: 'required',
    params: StoreParams,
    response: MyOffers,
    errors: { ...STORE, ...LOGGED },
  },
  askOffers: {
    ...OFFERS_ROUTES.askOffers,
    summary:
      "Offers from every partner of the store: one consented look-up of the account's CPF at the three bureaus (limited per day), or a re-pricing of today's look-up when income and other instalments are unchanged.",
    auth: 'required',
    params: StoreParams,
    body: AskOffersBody,
    response: AskOffersAnswer,
    errors: {
      400: `Field messages; '${OFFER_MESSAGES.cpfRequired}' without a CPF on the account.`,
      ...STORE,
      409: OFFER_MESSAGES.lookupInProgress,
      429: OFFER_MESSAGES.lookupLimit,
      503: OFFER_MESSAGES.bureausUnavailable,
      ...LOGGED,
    },
  },
  repriceOffers: {
    ...OFFERS_ROUTES.repriceOffers,
    summary: "Prices today's look-up again for a new amount or term, from the stored profile: no look-up.",
    auth: 'required',
    params: StoreParams,
    body: OfferTermsBody,
    response: AskOffersAnswer,
    errors: {
      400: 'Field messages.',
      ...STORE,
      409: `${OFFER_MESSAGES.noLookupToday} / ${OFFER_MESSAGES.lookupInProgress}`,
      ...LOGGED,
    },
  },
  requestOffer: {
    ...OFFERS_ROUTES.requestOffer,
    summary:
      "'Quero esta oferta': a request to the store's banker on the request timeline, with the stored offer's figures; once per offer.",
    auth: 'required',
    params: OfferParams,
    body: RequestOfferBody,
    response: RequestOfferAnswer,
    status: 201,
    errors: {
      400: OFFER_MESSAGES.notAnOffer,
      404: OFFER_MESSAGES.offerNotFound,
      409: `${OFFER_MESSAGES.figuresChanged} / ${OFFER_MESSAGES.requestInProgress}`,
      410: OFFER_MESSAGES.offerExpired,
      ...LOGGED,
    },
  },
  withdrawOffersConsent: {
    ...OFFERS_ROUTES.withdrawOffersConsent,
    summary:
      "Withdraws the look-up's consent in this store: deletes the stored profile and the offers not yet requested, and records it in 'Meus dados'.",
    auth: 'required',
    params: StoreParams,
    response: WithdrawAnswer,
    errors: { 404: OFFER_MESSAGES.nothingToWithdraw, ...LOGGED },
  },
} as const satisfies Record<string, Endpoint>;

export const service = contractOf('offers', offerEndpoints);
