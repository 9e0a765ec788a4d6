import { formatBRLText } from '../../src/core/format/money.ts';

/**
 * What each partner pays the banker's store for a request it contracts (docs/desk.md#commissions),
 * beside the partners' other terms: a share of the amount financed, in basis points, or a fixed
 * amount per product, in centavos. Fictional sandbox terms; an institution not listed pays nothing.
 */
export type CommissionRule = { kind: 'share'; basisPoints: number } | { kind: 'fixed'; cents: number };

export const COMMISSIONS: Readonly<Record<string, CommissionRule>> = {
  'banco-aurora': { kind: 'share', basisPoints: 150 },
  'banco-mare': { kind: 'share', basisPoints: 120 },
  'banco-litoral': { kind: 'share', basisPoints: 100 },
  'capital-norte': { kind: 'share', basisPoints: 180 },
  consiga: { kind: 'share', basisPoints: 200 },
  alicerce: { kind: 'share', basisPoints: 50 },
  pilar: { kind: 'share', basisPoints: 80 },
  'raiz-consorcios': { kind: 'share', basisPoints: 100 },
  trilha: { kind: 'share', basisPoints: 90 },
  'conta-lume': { kind: 'fixed', cents: 3_000 },
  'ipe-cartoes': { kind: 'fixed', cents: 4_000 },
  porto: { kind: 'fixed', cents: 8_000 },
  'guara-seguros': { kind: 'fixed', cents: 6_000 },
  amparo: { kind: 'fixed', cents: 10_000 },
};

/** The commission of a request under a rule; null when a share has no amount financed to take it of. */
export interface Commission {
  baseCents: number | null;
  commissionCents: number;
  rule: string;
}

const percentText = (basisPoints: number) =>
  `${(basisPoints / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

/** A share rounds half up to the centavo, in whole numbers (no floating point on money). */
export function commissionOf(rule: CommissionRule, financedCents: number | null): Commission | null {
  if (rule.kind === 'fixed')
    return {
      baseCents: null,
      commissionCents: rule.cents,
      rule: `${formatBRLText(rule.cents / 100)} por produto`,
    };
  if (financedCents === null) return null;
  return {
    baseCents: financedCents,
    commissionCents: Math.floor((financedCents * rule.basisPoints + 5_000) / 10_000),
    rule: `${percentText(rule.basisPoints)} do valor financiado`,
  };
}
