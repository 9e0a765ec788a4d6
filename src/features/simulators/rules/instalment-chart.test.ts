import { describe, expect, it } from 'vitest';
import { realEstateBanks } from '../../../../services/partners/real-estate-banks.ts';
import { simulateWithBank } from '../../../../services/partners/real-estate-simulation.ts';
import { chartDescription, chartTable, drawChart, seriesOf, tableMonths } from './instalment-chart.ts';
import type { PartnerOffer } from './simulator-state.ts';

const request = {
  financingValue: 400_000,
  term: 240,
  realEstateValue: 500_000,
  realEstateType: 'apartment',
  monthlyIncome: 50_000,
};
const offers = realEstateBanks.map((bank) => simulateWithBank(bank, request, '') as PartnerOffer);

describe('seriesOf', () => {
  it('starts and ends with the instalments the partner answered (one schedule module for both ends)', () => {
    for (const offer of offers) {
      const series = seriesOf(offer);
      expect(series.instalments).toHaveLength(240);
      expect(series.instalments[0]).toBe(offer.first_installment);
      expect(series.instalments.at(-1)).toBe(offer.last_installment);
    }
  });

  it('falls under SAC and stays under PRICE', () => {
    const sac = seriesOf(offers.find((o) => o.amortization_system === 'SAC') as PartnerOffer).instalments;
    const price = seriesOf(offers.find((o) => o.amortization_system === 'PRICE') as PartnerOffer).instalments;
    expect(sac.every((value, i) => i === 0 || value < (sac[i - 1] ?? 0))).toBe(true);
    expect(new Set(price.slice(0, -1)).size).toBe(1);
  });
});

describe('drawChart', () => {
  const box = { width: 600, height: 300, left: 80, bottom: 30, top: 10, right: 10 };

  it('draws each series across the plot from the first to the last month, the axis from zero', () => {
    const drawing = drawChart(offers.map(seriesOf), box);
    expect(drawing.paths).toHaveLength(4);
    for (const path of drawing.paths) {
      expect(path.d.startsWith('M80,')).toBe(true);
      expect(path.d.split(' ').at(-1)?.startsWith('L590,')).toBe(true);
    }
    expect(drawing.yTicks[0]).toEqual({ y: 270, value: 0 });
    expect(drawing.yTicks.at(-1)?.y).toBe(10);
    expect(drawing.xTicks.map((t) => t.month)).toEqual([36, 72, 108, 144, 180, 216]);
  });
});

describe('chartTable', () => {
  it('lists the first month, each year and the last month', () => {
    expect(tableMonths(30)).toEqual([1, 12, 24, 30]);
    expect(tableMonths(24)).toEqual([1, 12, 24]);
    const table = chartTable([seriesOf(offers[0] as PartnerOffer)]);
    expect(table[0]).toEqual({ month: 1, values: [offers[0]?.first_installment] });
    expect(table.at(-1)).toEqual({ month: 240, values: [offers[0]?.last_installment] });
  });
});

describe('chartDescription', () => {
  it("says each offer's first and last instalment", () => {
    const series = {
      partner: 'p',
      name: 'Banco Horizonte',
      system: 'SAC' as const,
      instalments: [3000, 2500, 1000.5],
    };
    expect(chartDescription([series, { ...series, name: 'Pampa', system: 'PRICE', instalments: [] }])).toBe(
      'Banco Horizonte (SAC): de R$\u00a03.000,00 na primeira parcela a R$\u00a01.000,50 na última. ' +
        'Pampa (PRICE): de R$\u00a00,00 na primeira parcela a R$\u00a00,00 na última.',
    );
  });
});
