import { describe, expect, it } from 'vitest';
import { schedule, toCentavos } from '../../src/features/simulators/rules/amortization.ts';
import { realEstateBanks } from './real-estate-banks.ts';
import { bankLoan, type RealEstateSimulationInput, simulateWithBank } from './real-estate-simulation.ts';

const base = 'http://localhost:4321';
const bankById = (id: string) => {
  const bank = realEstateBanks.find((b) => b.id === id);
  if (!bank) throw new Error(id);
  return bank;
};

/** A request every partner accepts: low share of the property, long income margin, short term. */
const comfortable: RealEstateSimulationInput = {
  financingValue: 200_000,
  term: 240,
  realEstateValue: 500_000,
  realEstateType: 'apartment',
  monthlyIncome: 40_000,
};

describe('the four partner banks', () => {
  it('have distinct lowercase ids and both amortisation systems', () => {
    expect(realEstateBanks).toHaveLength(4);
    for (const bank of realEstateBanks) expect(bank.id).toMatch(/^[a-z]+$/);
    expect(new Set(realEstateBanks.map((b) => b.system))).toEqual(new Set(['PRICE', 'SAC']));
  });

  it.each(realEstateBanks.map((b) => [b.id]))(
    '%s answers every field and accepts a comfortable request',
    (id) => {
      const result = simulateWithBank(bankById(id), comfortable, base);
      expect(result).toMatchObject({
        partner: id,
        success: true,
        partner_constraint_message: null,
        term: 240,
        total_financing_value: 200_000,
        real_estate_type: 'apartment',
      });
      expect(result.partner_name.length).toBeGreaterThan(0);
      expect(result.partner_logo).toBe(`/sandbox/logos/${id}.svg`);
      expect(result.full_simulation_url.startsWith(`${base}/sandbox/real-estate/${id}/simulation?`)).toBe(
        true,
      );
      expect(result.partner_message).toContain('pré-aprovada');
    },
  );
});

describe('instalments follow the partner system', () => {
  it('SAC partner: first = P/n + P·i, last = (P/n)(1+i) but for the cents the last one absorbs', () => {
    const bank = bankById('horizonte');
    expect(bank.system).toBe('SAC');
    const i = 1.1049 ** (1 / 12) - 1;
    const result = simulateWithBank(bank, comfortable, base);
    expect(result.anual_fee).toBe(10.49);
    expect(result.first_installment).toBeCloseTo(200_000 / 240 + 200_000 * i, 2);
    expect(Math.abs(result.last_installment - (200_000 / 240) * (1 + i))).toBeLessThan(1);
    // Income rule: the first (largest) instalment may take at most 30% of the income.
    expect(result.minimal_monthly_income).toBeCloseTo(result.first_installment / 0.3, 0);
  });

  it('PRICE partner: constant instalment P·i/(1-(1+i)^-n), the last one absorbing the rounding', () => {
    const bank = bankById('litoral');
    expect(bank.system).toBe('PRICE');
    const i = 1.1129 ** (1 / 12) - 1;
    const pmt = (200_000 * i) / (1 - (1 + i) ** -240);
    const result = simulateWithBank(bank, comfortable, base);
    expect(result.first_installment).toBeCloseTo(pmt, 2);
    expect(Math.abs(result.last_installment - result.first_installment)).toBeLessThan(5);
    expect(result.minimal_monthly_income).toBeCloseTo(pmt / 0.3, 0);
  });
});

describe('cost of each offer', () => {
  it('total paid is the sum of the schedule the partner shows, with fees and insurance; CET is above the rate', () => {
    for (const bank of realEstateBanks) {
      const result = simulateWithBank(bank, comfortable, base);
      const { rows } = schedule(bankLoan(bank, comfortable));
      const paidCents = rows.reduce((total, row) => total + row.payment, 0) + toCentavos(result.upfront_fees);
      expect(result.total_paid).toBe(paidCents / 100);
      expect(result.first_installment).toBe((rows[0]?.instalment ?? 0) / 100);
      expect(result.last_installment).toBe((rows.at(-1)?.instalment ?? 0) / 100);
      expect(result.monthly_fees).toBe(
        bank.monthlyAdminFee + comfortable.realEstateValue * bank.monthlyPropertyInsuranceRate,
      );
      expect(result.cet).toBeGreaterThan(result.anual_fee);
      expect(result.amortization_system).toBe(bank.system);
    }
  });
});

describe('each partner rule produces its constraint message', () => {
  it('maximum term', () => {
    const result = simulateWithBank(bankById('pampa'), { ...comfortable, term: 300 }, base);
    expect(result.success).toBe(false);
    expect(result.partner_constraint_message).toBe('O prazo máximo do Banco Pampa é de 240 meses.');
    expect(result.partner_message).toBe('A simulação não atende às regras do Banco Pampa.');
  });

  it('maximum financed share of the property value', () => {
    const result = simulateWithBank(bankById('litoral'), { ...comfortable, financingValue: 360_000 }, base);
    expect(result.success).toBe(false);
    expect(result.partner_constraint_message).toBe(
      'O Banco Litoral financia no máximo 70% do valor do imóvel (até R$ 350.000,00).',
    );
  });

  it('the same share is accepted by a partner with a higher limit', () => {
    const result = simulateWithBank(bankById('cerrado'), { ...comfortable, financingValue: 360_000 }, base);
    expect(result.success).toBe(true);
  });

  it('instalment above the share of the income', () => {
    const bank = bankById('cerrado');
    const result = simulateWithBank(bank, { ...comfortable, monthlyIncome: 3_000 }, base);
    expect(result.success).toBe(false);
    const minimal = result.minimal_monthly_income;
    expect(minimal).toBeGreaterThan(3_000);
    const formatted = minimal.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(result.partner_constraint_message).toBe(
      `A parcela não pode passar de 25% da renda mensal: a renda mínima para esta simulação é de R$ ${formatted}.`,
    );
  });

  it('an income exactly at the minimum passes', () => {
    const bank = bankById('horizonte');
    const probe = simulateWithBank(bank, comfortable, base);
    const result = simulateWithBank(
      bank,
      { ...comfortable, monthlyIncome: probe.minimal_monthly_income },
      base,
    );
    expect(result.success).toBe(true);
  });

  it('several broken rules are all reported', () => {
    const result = simulateWithBank(
      bankById('pampa'),
      { ...comfortable, term: 360, financingValue: 450_000, monthlyIncome: 1_000 },
      base,
    );
    const message = result.partner_constraint_message ?? '';
    expect(message).toContain('prazo máximo');
    expect(message).toContain('75% do valor do imóvel');
    expect(message).toContain('renda mínima');
  });
});
