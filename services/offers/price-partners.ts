import type { OfferEntryAnswer, OfferStatus } from '../../src/features/offers/contract/offers.ts';
import {
  fitText,
  OFFER_STATUS_LABELS,
  OFFER_TEXTS,
} from '../../src/features/offers/contract/offers-messages.ts';
import { withinTime } from '../partners/time-limit.ts';
import { validUntilLine } from './days.ts';
import type { AskedTerms, Decision, JudgedProfile } from './decide.ts';
import { OFFER_TIMES } from './limits.ts';
import type { PartnerSlot } from './store-partners.ts';

/** An entry as stored: the answer's entry without its id and request. */
export type PricedEntry = Omit<OfferEntryAnswer, 'id' | 'request'>;

function entryOf(slot: PartnerSlot, decision: Decision | null, validUntil: string): PricedEntry {
  const status: OfferStatus = decision === null ? 'indisponivel' : decision.status;
  const offer = decision?.status === 'offer' ? decision : null;
  return {
    partner: slot.lender.policy.partner,
    status,
    status_label: OFFER_STATUS_LABELS[status],
    institution: slot.institution,
    product: slot.product,
    correspondent: slot.lender.policy.correspondent,
    lender: offer ? slot.lender.policy.lender : null,
    figures: offer?.figures ?? null,
    valid_until: offer ? validUntil : null,
    valid_until_text: offer ? validUntilLine(validUntil) : null,
    fit: offer ? fitText(offer.incomeShare) : null,
    reason:
      decision === null
        ? OFFER_STATUS_LABELS.indisponivel
        : decision.status === 'recusada'
          ? decision.reason
          : null,
    rank: null,
    mark: null,
  };
}

/** The days of a pricing (yyyy-mm-dd): the release of the amount, and the last day the offers hold. */
export interface OfferDays {
  release: string;
  validUntil: string;
}

/**
 * Every partner at once, within one budget: each applies its policy; a partner that fails or has
 * not answered when the budget runs out is 'indisponível no momento' and the others still come.
 */
export async function pricePartners(
  slots: readonly PartnerSlot[],
  profile: JudgedProfile,
  asked: AskedTerms,
  days: OfferDays,
  budgetMs: number = OFFER_TIMES.partnersMs,
): Promise<PricedEntry[]> {
  const entries = await Promise.all(
    slots.map(async (slot) => {
      const decision = await withinTime(slot.lender.policy.partner, budgetMs, () =>
        slot.lender.quote(profile, asked, days.release),
      ).catch(() => null);
      return entryOf(slot, decision, days.validUntil);
    }),
  );
  return rankEntries(entries);
}

const STATUS_ORDER: Record<OfferStatus, number> = { offer: 0, recusada: 1, indisponivel: 2 };

/**
 * Offers by CET, lowest first (then the lower instalment), ranked from 1 with the first marked
 * 'Menor CET'; then the declined, then the unavailable, each by institution.
 */
export function rankEntries(entries: readonly PricedEntry[]): PricedEntry[] {
  const sorted = [...entries].sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      (a.figures?.cet_yearly ?? 0) - (b.figures?.cet_yearly ?? 0) ||
      (a.figures?.instalment ?? 0) - (b.figures?.instalment ?? 0) ||
      a.institution.name.localeCompare(b.institution.name, 'pt-BR'),
  );
  let rank = 0;
  return sorted.map((entry) => {
    if (entry.status !== 'offer') return { ...entry, rank: null, mark: null };
    rank += 1;
    return { ...entry, rank, mark: rank === 1 ? OFFER_TEXTS.bestMark : null };
  });
}
