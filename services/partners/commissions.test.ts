import { describe, expect, it } from 'vitest';
import { commissionOf } from './commissions.ts';

describe('a partner commission', () => {
  it('takes a share of the amount financed, rounded half up to the centavo', () => {
    // 1,50% of R$ 10.000,00 = R$ 150,00.
    expect(commissionOf({ kind: 'share', basisPoints: 150 }, 1_000_000)).toEqual({
      baseCents: 1_000_000,
      commissionCents: 15_000,
      rule: '1,50% do valor financiado',
    });
    // 1,50% of R$ 12.345,67 = R$ 185,18505 → R$ 185,19.
    expect(commissionOf({ kind: 'share', basisPoints: 150 }, 1_234_567)?.commissionCents).toBe(18_519);
    expect(commissionOf({ kind: 'share', basisPoints: 150 }, null)).toBeNull();
  });

  it('is a fixed amount per product whatever the amount', () => {
    expect(commissionOf({ kind: 'fixed', cents: 4_000 }, null)).toEqual({
      baseCents: null,
      commissionCents: 4_000,
      rule: 'R$ 40,00 por produto',
    });
  });
});
