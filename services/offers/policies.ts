import { PERSONAL_LOANS_FAMILY } from '../../src/features/offers/contract/offers-entry.ts';
import type { RiskLevel } from '../partners/credit-bureaus.ts';

/**
 * The credit policies of the partner institutions that make offers (docs/offers.md#policies): data
 * only. A partner is its institution (`partner`, the institution's slug in the catalog) and the
 * products it covers; its offers come only in a store where one of those products is active.
 * Adding a family is adding its products and policies here (and its `family`).
 */
export interface LenderPolicy {
  /** The institution's slug in the catalog. */
  partner: string;
  /** The product family the policy prices (its slug). */
  family: string;
  /** The products it covers, first the one its offers are made for. */
  products: readonly number[];
  /** The correspondent bank it lends through, where there is one. */
  correspondent: string | null;
  /** Lowest consolidated bureau score it lends to. */
  minScore: number;
  /** Highest share of the income committed with every instalment, the new one included. */
  maxCommitment: number;
  amount: { min: number; max: number };
  term: { min: number; max: number };
  /** Monthly rate in percent by risk band; null: no offer in that band. */
  monthlyRatePercent: Readonly<Record<RiskLevel, number | null>>;
  /** Fee financed with the loan (TAC): a fixed amount in reais plus a share of the amount. */
  fee: { fixed: number; share: number };
}

export const PERSONAL_LOANS = PERSONAL_LOANS_FAMILY;

export const LENDER_POLICIES: readonly LenderPolicy[] = [
  {
    partner: 'banco-aurora',
    family: PERSONAL_LOANS,
    products: [1],
    correspondent: null,
    minScore: 600,
    maxCommitment: 0.3,
    amount: { min: 1_000, max: 50_000 },
    term: { min: 6, max: 48 },
    monthlyRatePercent: { baixo: 1.79, medio: 2.49, alto: null },
    fee: { fixed: 0, share: 0 },
  },
  {
    partner: 'banco-mare',
    family: PERSONAL_LOANS,
    products: [110],
    correspondent: null,
    minScore: 500,
    maxCommitment: 0.35,
    amount: { min: 500, max: 30_000 },
    term: { min: 3, max: 36 },
    monthlyRatePercent: { baixo: 2.19, medio: 2.89, alto: 3.99 },
    fee: { fixed: 150, share: 0 },
  },
  {
    partner: 'banco-litoral',
    family: PERSONAL_LOANS,
    products: [120],
    correspondent: null,
    minScore: 650,
    maxCommitment: 0.3,
    amount: { min: 2_000, max: 100_000 },
    term: { min: 12, max: 72 },
    monthlyRatePercent: { baixo: 1.59, medio: 2.29, alto: null },
    fee: { fixed: 0, share: 0 },
  },
  {
    partner: 'conta-lume',
    family: PERSONAL_LOANS,
    products: [425],
    correspondent: 'Moeda Forte Correspondente Bancário Ltda.',
    minScore: 450,
    maxCommitment: 0.4,
    amount: { min: 500, max: 15_000 },
    term: { min: 3, max: 24 },
    monthlyRatePercent: { baixo: 2.99, medio: 3.79, alto: 4.99 },
    fee: { fixed: 0, share: 0.02 },
  },
  {
    partner: 'capital-norte',
    family: PERSONAL_LOANS,
    products: [449],
    correspondent: null,
    minScore: 550,
    maxCommitment: 0.3,
    amount: { min: 1_000, max: 80_000 },
    term: { min: 6, max: 60 },
    monthlyRatePercent: { baixo: 1.99, medio: 2.69, alto: null },
    fee: { fixed: 80, share: 0 },
  },
  {
    partner: 'ventura',
    family: PERSONAL_LOANS,
    products: [473],
    correspondent: 'Tesouro Livre Correspondente Bancário S.A.',
    minScore: 700,
    maxCommitment: 0.25,
    amount: { min: 5_000, max: 150_000 },
    term: { min: 12, max: 96 },
    monthlyRatePercent: { baixo: 1.39, medio: null, alto: null },
    fee: { fixed: 0, share: 0 },
  },
];
