// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HOME_EQUITY_INSTITUTION } from '../../../core/contract/partner-institutions.ts';
import { formatDateBr } from '../../../core/format/dates.ts';
import { formatBRL } from '../../../core/format/money.ts';
import { localToday, offerValidUntil } from '../../../core/products/offer-terms.ts';
import { schedule, toCentavos } from '../rules/amortization.ts';
import { homeEquityEstimate } from '../rules/home-equity-estimate.ts';
import { HomeEquityEstimatePanel } from './HomeEquityEstimatePanel.tsx';

afterEach(cleanup);

const panel = (correspondent: boolean, loanValue: number | null = 200_000) =>
  render(
    <HomeEquityEstimatePanel
      loanValue={loanValue}
      propertyValue={500_000}
      months={120}
      correspondent={correspondent}
    />,
  ).container;

describe('home-equity estimate', () => {
  it('names the institution, the amount financed, CET per year and per month, totals and validity', () => {
    const html = panel(false);
    const estimate = homeEquityEstimate(200_000, 120);
    if (!estimate) throw new Error('estimate expected');
    expect(html.textContent).toContain(
      `${HOME_EQUITY_INSTITUTION.name}: juros a partir de 1,09% a.m. (13,89% a.a.)`,
    );
    expect(html.querySelector('[data-financed]')?.textContent).toBe(
      `Valor financiado: ${formatBRL(200_000)}`,
    );
    const price = html.querySelector('[data-estimate-price]') as HTMLElement;
    expect(price.textContent).toContain(formatBRL(estimate.price.instalment));
    expect(price.textContent).toMatch(/CET \d+,\d{2}% a\.a\. \(\d,\d{2}% a\.m\.\)/);
    // Without fees the CET is the interest rate itself.
    expect(price.textContent).toContain('CET 13,89% a.a. (1,09% a.m.)');
    // The total is the sum of the instalments of the schedule.
    const rows = schedule({
      system: 'PRICE',
      principalCents: toCentavos(200_000),
      monthlyRate: 0.0109,
      months: 120,
    }).rows;
    const total = rows.reduce((sum, row) => sum + row.payment, 0) / 100;
    expect(price.textContent).toContain(`Total pago ${formatBRL(total)}`);
    expect(html.querySelector('[data-estimate-sac]')?.textContent).toContain(
      `Total pago ${formatBRL(estimate.sac.totalPaid)}`,
    );
    const until = offerValidUntil(localToday(new Date()));
    expect(html.querySelector('[data-offer-validity]')?.textContent).toBe(
      `Oferta válida até ${formatDateBr(until)}`,
    );
    expect(html.querySelector('[data-correspondent]')).toBeNull();
  });

  it("names the institution's legal name and CNPJ when the store acts as its correspondent", () => {
    expect(panel(true).querySelector('[data-correspondent]')?.textContent).toBe(
      `Correspondente de ${HOME_EQUITY_INSTITUTION.legalName} (CNPJ ${HOME_EQUITY_INSTITUTION.cnpj})`,
    );
  });

  it('promises nothing before the credit is known', () => {
    const html = panel(true, null);
    expect(html.textContent).toContain('Informe o crédito desejado para ver as parcelas.');
    expect(html.querySelector('[data-offer-validity]')).toBeNull();
  });
});
