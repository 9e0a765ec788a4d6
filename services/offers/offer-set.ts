import { OFFER_BOUNDS, purposeLabel } from '../../src/features/offers/contract/offer-bounds.ts';
import type {
  OfferEntryAnswer,
  OfferLimitsAnswer,
  OfferSetAnswer,
} from '../../src/features/offers/contract/offers.ts';
import { OFFER_TEXTS } from '../../src/features/offers/contract/offers-messages.ts';
import type { EntryRow, LookupRow } from './lookups.ts';
import type { PartnerSlot } from './store-partners.ts';
import { currentEntry } from './stored-entry.ts';

/** A stored entry as answered: its id and, once asked for, its request. */
export function entryAnswer(row: EntryRow): OfferEntryAnswer {
  return {
    ...currentEntry(row.entry),
    id: row.id,
    request: row.orderId === null ? null : { kind: 'order', id: String(row.orderId) },
  };
}

/** The answer of a look-up's current pricing. */
export function offerSetOf(
  lookup: LookupRow,
  rows: readonly EntryRow[],
  source: OfferSetAnswer['source'],
): OfferSetAnswer {
  const entries = rows.map(entryAnswer);
  const first = rows[0];
  const allDeclined =
    entries.length > 0 &&
    !entries.some((entry) => entry.status === 'offer') &&
    entries.some((entry) => entry.status === 'recusada');
  return {
    source,
    looked_up_at: lookup.lookedUpAt.toISOString(),
    reprice_until: lookup.lookedUpOn,
    asked: {
      amount: first?.amount ?? 0,
      term: first?.term ?? 0,
      monthly_income: lookup.monthlyIncome,
      other_instalments: lookup.otherInstalments,
      purpose: lookup.purpose,
      purpose_label: purposeLabel(lookup.purpose),
    },
    bureaus: lookup.bureaus.map(({ service, status }) => ({ service, status })),
    entries,
    all_declined: allDeclined,
    message: allDeclined ? OFFER_TEXTS.allDeclined : null,
  };
}

/** The form's bounds and each partner's own limits. */
export function limitsOf(slots: readonly PartnerSlot[]): OfferLimitsAnswer {
  return {
    amount_min: OFFER_BOUNDS.amount.min,
    amount_max: OFFER_BOUNDS.amount.max,
    term_min: OFFER_BOUNDS.term.min,
    term_max: OFFER_BOUNDS.term.max,
    partners: slots.map(({ lender: { policy }, institution }) => ({
      partner: policy.partner,
      institution: institution.name,
      amount_min: policy.amount.min,
      amount_max: policy.amount.max,
      term_min: policy.term.min,
      term_max: policy.term.max,
    })),
  };
}
