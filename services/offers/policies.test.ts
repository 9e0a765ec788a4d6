import { describe, expect, it } from 'vitest';
import { LENDER_POLICIES } from './policies.ts';

describe("the partners' late charges and lenders", () => {
  it.each(LENDER_POLICIES.map((policy) => [policy.partner, policy] as const))(
    '%s charges a multa of at most 2% (CDC art. 52 §1) and names its lender in full',
    (_, policy) => {
      expect(policy.lateCharges.finePercent).toBeGreaterThanOrEqual(0);
      expect(policy.lateCharges.finePercent).toBeLessThanOrEqual(2);
      expect(policy.lateCharges.interestMonthlyPercent).toBeGreaterThan(0);
      expect(policy.lender.name.trim()).not.toBe('');
      expect(policy.lender.address).toMatch(/ - [A-Z]{2}, \d{5}-\d{3}$/);
      expect(policy.lender.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
    },
  );
});
