import { formatBRLText } from '../../src/core/format/money.ts';
import type { OfferFiguresAnswer } from '../../src/features/offers/contract/offers.ts';
import { DECLINE_REASONS } from '../../src/features/offers/contract/offers-messages.ts';
import type { RiskLevel } from '../partners/credit-bureaus.ts';
import type { LenderPolicy } from './policies.ts';
import { offerFigures } from './pricing.ts';

/** The profile a partner judges: the consolidated score of the bureaus that answered, and its band. */
export interface JudgedProfile {
  score: number;
  risk: RiskLevel;
}

/** What the customer asked, in reais and months. */
export interface AskedTerms {
  amount: number;
  term: number;
  monthlyIncome: number;
  otherInstalments: number;
}

export type Decision =
  | {
      status: 'offer';
      figures: OfferFiguresAnswer /** Whole percent of the income the instalment takes. */;
      incomeShare: number;
    }
  | { status: 'recusada'; reason: string };

/**
 * A partner's policy applied to a profile and a request (docs/offers.md#policies), in the order a
 * lender checks: its limits, the score and band, then the income committed with the new instalment.
 * An offer is priced for release on `releaseDate` (yyyy-mm-dd).
 */
export function decide(
  policy: LenderPolicy,
  profile: JudgedProfile,
  asked: AskedTerms,
  releaseDate: string,
): Decision {
  const { amount, term } = policy;
  if (asked.amount < amount.min || asked.amount > amount.max)
    return {
      status: 'recusada',
      reason: DECLINE_REASONS.amount(formatBRLText(amount.min), formatBRLText(amount.max)),
    };
  if (asked.term < term.min || asked.term > term.max)
    return { status: 'recusada', reason: DECLINE_REASONS.term(term.min, term.max) };
  const rate = policy.monthlyRatePercent[profile.risk];
  if (profile.score < policy.minScore || rate === null)
    return { status: 'recusada', reason: DECLINE_REASONS.score };
  const fee = Math.round((policy.fee.fixed + asked.amount * policy.fee.share) * 100) / 100;
  const figures = offerFigures({
    amount: asked.amount,
    term: asked.term,
    monthlyRatePercent: rate,
    fee,
    releaseDate,
    lateCharges: policy.lateCharges,
  });
  const committed = (asked.otherInstalments + figures.instalment) / asked.monthlyIncome;
  if (committed > policy.maxCommitment)
    return { status: 'recusada', reason: DECLINE_REASONS.commitment(Math.round(policy.maxCommitment * 100)) };
  return {
    status: 'offer',
    figures,
    incomeShare: Math.round((figures.instalment / asked.monthlyIncome) * 100),
  };
}
