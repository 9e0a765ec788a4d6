import { describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES, OFFER_MESSAGES } from '../contract/offers-messages.ts';
import { askedText, figureRows, LIMIT_TITLE, offersFailure, withBankerTitle } from './offer-view.ts';

const nbsp = (text: string) => text.replaceAll('\u00a0', ' ');

describe('an offer as its card shows it', () => {
  it('lists the figures the services computed, the fee only when there is one', () => {
    const figures = {
      amount: 1000,
      term: 3,
      instalment: 360.19,
      rate_monthly: 2,
      rate_yearly: 26.82,
      iof: 8.75,
      fee: 30,
      financed: 1038.75,
      cet_monthly: 3.98,
      cet_yearly: 59.68,
      total_payable: 1080.58,
    };
    expect(figureRows(figures).map((row) => `${row.label}: ${nbsp(row.value)}`)).toEqual([
      'Valor: R$ 1.000,00',
      'Parcela: 3x de R$ 360,19',
      'Taxa de juros: 2,00% a.m. (26,82% a.a.)',
      'IOF: R$ 8,75',
      'Tarifa: R$ 30,00',
      'CET: 3,98% a.m. (59,68% a.a.)',
      'Total a pagar: R$ 1.080,58',
    ]);
    expect(figureRows({ ...figures, fee: 0 }).map((row) => row.label)).not.toContain('Tarifa');
  });

  it('says what was asked, the optional parts only when given', () => {
    const asked = {
      amount: 10_000,
      term: 24,
      monthly_income: 6000,
      other_instalments: 0,
      purpose: null,
      purpose_label: null,
    };
    expect(nbsp(askedText(asked))).toBe('R$ 10.000,00 em 24 meses · renda de R$ 6.000,00');
    expect(
      nbsp(askedText({ ...asked, other_instalments: 300, purpose: 'saude', purpose_label: 'Saúde' })),
    ).toBe('R$ 10.000,00 em 24 meses · renda de R$ 6.000,00 · outras parcelas de R$ 300,00 · Saúde');
  });

  it("puts a white-label store's banker title where the services say 'Personal Banker'", () => {
    expect(withBankerTitle('Oferta enviada ao seu Personal Banker.', 'Assessor')).toBe(
      'Oferta enviada ao seu Assessor.',
    );
  });
});

describe('a refused offers call', () => {
  it('shows the look-up limit under its title', () => {
    expect(offersFailure(429, { detail: OFFER_MESSAGES.lookupLimit })).toEqual({
      kind: 'limit',
      title: LIMIT_TITLE,
      message: OFFER_MESSAGES.lookupLimit,
    });
  });

  it('asks for the CPF when the account has none', () => {
    expect(offersFailure(400, { detail: OFFER_MESSAGES.cpfRequired })).toEqual({
      kind: 'cpf',
      message: OFFER_MESSAGES.cpfRequired,
    });
  });

  it('offers the way forward of a CPF not proven: confirming the e-mail, correcting the data', () => {
    expect(offersFailure(403, { detail: IDENTITY_MESSAGES.emailUnconfirmed })).toEqual({
      kind: 'email',
      message: IDENTITY_MESSAGES.emailUnconfirmed,
    });
    for (const detail of [IDENTITY_MESSAGES.identityMismatch, IDENTITY_MESSAGES.birthdayRequired])
      expect(offersFailure(detail === IDENTITY_MESSAGES.identityMismatch ? 403 : 400, { detail })).toEqual({
        kind: 'identity',
        message: detail,
      });
    expect(offersFailure(429, { detail: IDENTITY_MESSAGES.identityCheckLimit })).toMatchObject({
      kind: 'limit',
      message: IDENTITY_MESSAGES.identityCheckLimit,
    });
  });

  it('puts field messages under their fields', () => {
    expect(offersFailure(400, { amount: ['Valor mínimo é R$ 500,00'], term: ['x'] })).toEqual({
      kind: 'fields',
      fields: { amount: 'Valor mínimo é R$ 500,00', term: 'x' },
    });
  });

  it("shows the services' reason, or a general one without an answer", () => {
    expect(offersFailure(503, { detail: OFFER_MESSAGES.bureausUnavailable })).toEqual({
      kind: 'alert',
      message: OFFER_MESSAGES.bureausUnavailable,
    });
    expect(offersFailure(null, null)).toEqual({
      kind: 'alert',
      message: 'Não foi possível concluir agora. Tente de novo em instantes.',
    });
  });
});
