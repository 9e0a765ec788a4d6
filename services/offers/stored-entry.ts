import { OFFER_BOUNDS } from '../../src/features/offers/contract/offer-bounds.ts';
import type { OfferFiguresAnswer } from '../../src/features/offers/contract/offers.ts';
import {
  CET_COMPONENT_LABELS,
  OFFER_STATUS_LABELS,
} from '../../src/features/offers/contract/offers-messages.ts';
import {
  addDays,
  addMonthsOnDay,
  toCentavos,
  toReais,
} from '../../src/features/simulators/rules/amortization.ts';
import { LENDER_POLICIES, type LenderPolicy } from './policies.ts';
import type { PricedEntry } from './price-partners.ts';
import { lateChargesOn, sharesOf } from './pricing.ts';

/** The figures an entry was stored with before offers named their dates, CET elements and late charges. */
type EarlierFigures = Omit<
  OfferFiguresAnswer,
  'release_date' | 'first_due_date' | 'total_without_financing' | 'cet_breakdown' | 'late_charges'
> &
  Partial<OfferFiguresAnswer>;

/** An entry as `offer_entries.entry` may hold it: the current shape, or one stored before it grew. */
type StoredEntry = Omit<PricedEntry, 'figures' | 'lender'> & {
  figures: EarlierFigures | null;
  lender?: PricedEntry['lender'];
};

/** Figures of the current shape have every part (they were stored together). */
const isCurrent = (figures: EarlierFigures): figures is OfferFiguresAnswer =>
  figures.release_date !== undefined;

/**
 * The parts an earlier offer lacks, from its own figures and its partner's policy: released on its
 * look-up's day (its validity's first day), the first instalment a month later, the CET's elements
 * from its totals. Its figures stay the ones offered (its IOF and CET are not recomputed), so what
 * the customer saw and what 'Quero esta oferta' confirms stay the same.
 */
function completedFigures(
  figures: EarlierFigures,
  validUntil: string,
  policy: LenderPolicy,
): OfferFiguresAnswer {
  if (isCurrent(figures)) return figures;
  const release = addDays(validUntil, -OFFER_BOUNDS.validityDays);
  const cents = {
    valor_liberado: toCentavos(figures.amount),
    juros: toCentavos(figures.total_payable) - toCentavos(figures.financed),
    iof: toCentavos(figures.iof),
    tarifa: toCentavos(figures.fee),
  };
  const components = Object.keys(cents) as (keyof typeof cents)[];
  const shares = sharesOf(components.map((component) => cents[component]));
  return {
    ...figures,
    release_date: release,
    first_due_date: addMonthsOnDay(release, 1),
    total_without_financing: figures.amount,
    cet_breakdown: components.map((component, i) => ({
      component,
      label: CET_COMPONENT_LABELS[component],
      amount: toReais(cents[component]),
      share: shares[i] ?? 0,
    })),
    late_charges: lateChargesOn(toCentavos(figures.instalment), policy.lateCharges),
  };
}

/**
 * A stored entry in the current shape. Entries stored before offers named their lender, dates,
 * CET elements and late charges get them at read time (`completedFigures`); an offer whose partner
 * has no policy any more cannot say what its lender would charge, so it reads as unavailable.
 */
export function currentEntry(stored: unknown): PricedEntry {
  const entry = stored as StoredEntry;
  if (entry.status !== 'offer' || entry.figures === null || entry.valid_until === null)
    return { ...entry, figures: null, lender: entry.lender ?? null };
  const policy = LENDER_POLICIES.find((candidate) => candidate.partner === entry.partner);
  if (!policy)
    return {
      ...entry,
      status: 'indisponivel',
      status_label: OFFER_STATUS_LABELS.indisponivel,
      figures: null,
      lender: null,
      valid_until: null,
      valid_until_text: null,
      fit: null,
      reason: OFFER_STATUS_LABELS.indisponivel,
      rank: null,
      mark: null,
    };
  return {
    ...entry,
    lender: entry.lender ?? policy.lender,
    figures: completedFigures(entry.figures, entry.valid_until, policy),
  };
}
