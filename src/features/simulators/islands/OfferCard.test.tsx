// @vitest-environment happy-dom
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { realEstateBanks } from '../../../../services/partners/real-estate-banks.ts';
import { bankLoan, simulateWithBank } from '../../../../services/partners/real-estate-simulation.ts';
import { PARTNER_INSTITUTIONS } from '../../../core/contract/partner-institutions.ts';
import { formatBRL } from '../../../core/format/money.ts';
import { monthlyFromAnnualPercent } from '../../../core/products/offer-terms.ts';
import { schedule } from '../rules/amortization.ts';
import type { PartnerOffer } from '../rules/simulator-state.ts';
import { OfferCard } from './OfferCard.tsx';

afterEach(cleanup);

const [bank] = realEstateBanks;
const request = {
  financingValue: 200_000,
  term: 240,
  realEstateValue: 500_000,
  realEstateType: 'apartment',
  monthlyIncome: 30_000,
};
const offer = (changes: Partial<PartnerOffer> = {}): PartnerOffer => ({
  ...(simulateWithBank(bank as (typeof realEstateBanks)[number], request, '') as PartnerOffer),
  ...changes,
});

const card = (o: PartnerOffer, terms = { validUntil: '2026-11-27' as string | null, correspondent: false }) =>
  render(
    <ul>
      <OfferCard
        offer={o}
        best={[]}
        charted={false}
        onToggleChart={() => {}}
        onRequest={() => {}}
        requesting={false}
        validUntil={terms.validUntil}
        correspondent={terms.correspondent}
      />
    </ul>,
  ).container;

/** The figure under a label of the card. */
const figure = (html: HTMLElement, label: string) =>
  within(html)
    .getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent?.replace(' (melhor valor)', '');

describe('offer card', () => {
  it('shows the partner logo from the host that serves the page', () => {
    const images = card(offer()).querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe(`/sandbox/logos/${bank?.id}.svg`);
  });

  it('holds no image without an address when the partner has no logo, its initial instead', () => {
    const html = card(offer({ partner_logo: '' }));
    expect(html.querySelectorAll('img')).toHaveLength(0);
    expect(html.querySelector('[aria-hidden="true"]')?.textContent).toBe(bank?.name.charAt(0).toUpperCase());
  });

  it('says what the law asks: amount financed, rates and CET per year and per month, total and validity', () => {
    const o = offer();
    const html = card(o);
    expect(figure(html, 'Valor financiado')).toBe(formatBRL(200_000));
    expect(figure(html, 'Taxa de juros')).toBe('10,49% a.a.');
    expect(figure(html, 'Taxa de juros ao mês')).toBe('0,83% a.m.');
    expect(figure(html, 'CET')).toBe(`${o.cet.toLocaleString('pt-BR', { minimumFractionDigits: 2 })}% a.a.`);
    // The CET holds fees and insurance: above the interest rate, per year and per month.
    expect(o.cet).toBeGreaterThan(10.49);
    expect(figure(html, 'CET ao mês')).toBe(
      `${monthlyFromAnnualPercent(o.cet).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}% a.m.`,
    );
    // The total is every payment of the schedule plus the fees charged once.
    const loan = bankLoan(bank as (typeof realEstateBanks)[number], request);
    const { rows } = schedule(loan);
    const paid = rows.reduce((sum, row) => sum + row.payment, 0) + (loan.upfrontFeesCents ?? 0);
    expect(figure(html, 'Total pago')).toBe(formatBRL(paid / 100));
    expect(within(html).getByText('Oferta válida até 27/11/2026')).toBeTruthy();
    expect(html.querySelector('[data-correspondent]')).toBeNull();
  });

  it("names the institution's legal name and CNPJ when the store is its correspondent", () => {
    const html = card(offer(), { validUntil: '2026-11-27', correspondent: true });
    expect(html.querySelector('[data-correspondent]')?.textContent).toBe(
      `Correspondente de ${PARTNER_INSTITUTIONS.horizonte.legalName} (CNPJ ${PARTNER_INSTITUTIONS.horizonte.cnpj})`,
    );
    expect(
      card(offer({ partner: 'desconhecido' }), { validUntil: null, correspondent: true }).textContent,
    ).not.toMatch(/Correspondente de|Oferta válida/);
  });
});
