import { describe, expect, it } from 'vitest';
import {
  consortiumAdministrators,
  consortiumTypes,
  letterInstallment,
  lettersOf,
} from './consortium-administrators.ts';

describe('consortium administrators', () => {
  it('instalment is the credit plus fees over the term', () => {
    // R$ 200.000 with 16% administration and 2% reserve over 200 months: 236.000 / 200.
    expect(letterInstallment(200_000, 200, 0.16, 0.02)).toBe(1180);
  });

  it('produce every letter of their offers with unique codes', () => {
    for (const admin of consortiumAdministrators) {
      const letters = lettersOf(admin);
      const expected = admin.offers.reduce(
        (sum, offer) => sum + ((offer.max - offer.min) / offer.step + 1) * offer.terms.length,
        0,
      );
      expect(letters).toHaveLength(expected);
      expect(new Set(letters.map((l) => l.code)).size).toBe(letters.length);
      for (const letter of letters) {
        expect(letter.installment).toBe(
          letterInstallment(letter.creditValue, letter.term, admin.adminFee, admin.reserveFund),
        );
      }
    }
  });

  it('cover every consortium type between them', () => {
    const covered = new Set(consortiumAdministrators.flatMap((a) => a.offers.map((o) => o.type)));
    expect([...covered].sort()).toEqual([...consortiumTypes].sort());
  });
});
