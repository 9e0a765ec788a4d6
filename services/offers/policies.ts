import { PERSONAL_LOANS_FAMILY } from '../../src/features/offers/contract/offers-entry.ts';
import type { RiskLevel } from '../partners/credit-bureaus.ts';

/**
 * The credit policies of the partner institutions that make offers (docs/offers.md#policies): data
 * only. A partner is its institution (`partner`, the institution's slug in the catalog) and the
 * products it covers; its offers come only in a store where one of those products is active.
 * Adding a family is adding its products and policies here (and its `family`).
 */
/** What a late instalment costs: juros de mora (% a.m., pro rata die) and a multa (% of it, at most 2 by CDC art. 52 §1). */
export interface LateChargeTerms {
  interestMonthlyPercent: number;
  finePercent: number;
}

/** The institution that lends, as the offer names it (CDC art. 54-B): fictional data. */
export interface LenderContact {
  name: string;
  address: string;
  email: string;
}

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
  lateCharges: LateChargeTerms;
  lender: LenderContact;
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
    lateCharges: { interestMonthlyPercent: 1, finePercent: 2 },
    lender: {
      name: 'Banco Aurora Digital S.A.',
      address: 'Av. Paulista, 1500, 12º andar, Bela Vista, São Paulo - SP, 01310-200',
      email: 'atendimento@bancoaurora.exemplo.com.br',
    },
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
    lateCharges: { interestMonthlyPercent: 1, finePercent: 2 },
    lender: {
      name: 'Banco Maré S.A.',
      address: 'Av. Boa Viagem, 3200, Boa Viagem, Recife - PE, 51020-000',
      email: 'sac@bancomare.exemplo.com.br',
    },
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
    lateCharges: { interestMonthlyPercent: 1, finePercent: 2 },
    lender: {
      name: 'Banco Litoral S.A.',
      address: 'Rua XV de Novembro, 800, Centro, Curitiba - PR, 80020-310',
      email: 'contato@bancolitoral.exemplo.com.br',
    },
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
    lateCharges: { interestMonthlyPercent: 1, finePercent: 2 },
    lender: {
      name: 'Conta Lume Sociedade de Crédito Direto S.A.',
      address: 'Rua da Bahia, 1148, Centro, Belo Horizonte - MG, 30160-011',
      email: 'ajuda@contalume.exemplo.com.br',
    },
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
    lateCharges: { interestMonthlyPercent: 1, finePercent: 1.5 },
    lender: {
      name: 'Capital Norte Crédito, Financiamento e Investimento S.A.',
      address: 'Av. Eduardo Ribeiro, 520, Centro, Manaus - AM, 69010-001',
      email: 'atendimento@capitalnorte.exemplo.com.br',
    },
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
    lateCharges: { interestMonthlyPercent: 0.9, finePercent: 2 },
    lender: {
      name: 'Banco Ventura S.A.',
      address: 'Av. Brigadeiro Faria Lima, 3900, Itaim Bibi, São Paulo - SP, 04538-132',
      email: 'relacionamento@bancoventura.exemplo.com.br',
    },
  },
];
