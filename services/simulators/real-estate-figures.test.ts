import { describe, expect, it } from 'vitest';
import { digitsOf } from '../../src/core/format/digits.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { simulationData } from '../checkout/testing/simulations.ts';

const { t } = withSeededServices();

/** 'R$ 4.404,34' in centavos. */
const centavos = (brl: string) => Number(digitsOf(brl));

/** The rows of the partner's full instalment table: number, instalment, amortization, interest, balance. */
function tableRows(html: string): number[][] {
  return [...html.matchAll(/<tr><td>(\d+)<\/td>((?:<td>[^<]*<\/td>){4})<\/tr>/g)].map((match) => [
    Number(match[1]),
    ...[...(match[2] ?? '').matchAll(/<td>([^<]*)<\/td>/g)].map((cell) => centavos(cell[1] ?? '')),
  ]);
}

describe('R$ 400.000,00 over 240 months: every figure of a simulation adds up to the cent', () => {
  const data = simulationData({
    financing_value: 400_000,
    term: 240,
    real_estate_value: 800_000,
    real_estate_address_state: 'RS',
    monthly_income: 60_000,
    birthday: undefined,
  });

  it.each([
    ['pampa', 'PRICE'],
    ['horizonte', 'SAC'],
  ])('%s (%s): the table shown sums to the total paid', async (partner, system) => {
    const res = await t.request('POST', '/api/checkout/real-estate/financing/simulate/', {
      body: { partner, data },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, amortization_system: system, term: 240 });
    const url = new URL(res.body.full_simulation_url);
    const table = await t.request('GET', `${url.pathname}${url.search}`);
    expect(table.status).toBe(200);
    const rows = tableRows(table.text);
    expect(rows).toHaveLength(240);
    for (const [, instalment, amortization, interest] of rows)
      expect(instalment).toBe((amortization ?? 0) + (interest ?? 0));
    expect(rows.reduce((sum, row) => sum + (row[2] ?? 0), 0)).toBe(40_000_000);
    expect(rows.at(-1)?.[4]).toBe(0);
    expect(rows[0]?.[1]).toBe(Math.round(res.body.first_installment * 100));
    expect(rows.at(-1)?.[1]).toBe(Math.round(res.body.last_installment * 100));
    const instalments = rows.reduce((sum, row) => sum + (row[1] ?? 0), 0);
    const fees = 240 * Math.round(res.body.monthly_fees * 100) + Math.round(res.body.upfront_fees * 100);
    expect(Math.round(res.body.total_paid * 100)).toBe(instalments + fees);
  });
});
