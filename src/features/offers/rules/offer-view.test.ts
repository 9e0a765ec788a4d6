import { describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES, OFFER_MESSAGES } from '../contract/offers-messages.ts';
import { ASKED_OFFERS } from '../testing/asking-offers.ts';
import { WORKED_OFFER_FIGURES } from '../testing/worked-offer.ts';
import {
  askedText,
  cetBreakdownRows,
  figureRows,
  LIMIT_TITLE,
  lateChargeRows,
  offersFailure,
  oneMonthLateText,
  totalRows,
  withBankerTitle,
} from './offer-view.ts';

const nbsp = (text: string) => text.replaceAll('\u00a0', ' ');

const figures = WORKED_OFFER_FIGURES;

describe('an offer as its card shows it', () => {
  it('shows on its face the amount, the instalments and the first due date, the effective rate, the CET and the total', () => {
    expect(figureRows(figures).map((row) => `${row.label}: ${nbsp(row.value)}`)).toEqual([
      'Valor: R$ 1.000,00',
      'Parcelas: 3x de R$ 360,27',
      'Primeira parcela: 28/02/2026',
      'Taxa efetiva de juros: 2,00% a.m. (26,82% a.a.)',
      'CET: 4,14% a.m. (62,73% a.a.)',
      'Total a pagar: R$ 1.080,81',
    ]);
  });

  it('lists each element of the CET with its value and its share of the total, as the services sent them', () => {
    expect(
      cetBreakdownRows(figures).map((row) => `${row.label}: ${nbsp(row.amount)} (${row.share})`),
    ).toEqual([
      'Valor liberado: R$ 1.000,00 (92,52%)',
      'Juros: R$ 41,83 (3,87%)',
      'IOF: R$ 8,98 (0,83%)',
      'Tarifa: R$ 30,00 (2,78%)',
    ]);
  });

  it('states the total with and without the financing', () => {
    expect(totalRows(figures).map((row) => `${row.label}: ${nbsp(row.value)}`)).toEqual([
      'Com o financiamento: R$ 1.080,81',
      'Sem o financiamento: R$ 1.000,00',
    ]);
  });

  it('states the late charges and what one instalment a month late would cost', () => {
    expect(lateChargeRows(figures).map((row) => `${row.label}: ${row.value}`)).toEqual([
      'Juros de mora: 1,00% a.m.',
      'Multa: 2,00% da parcela em atraso',
    ]);
    expect(nbsp(oneMonthLateText(figures))).toBe(
      'Uma parcela de R$ 360,27 paga com 1 mês de atraso fica em R$ 371,08 (R$ 10,81 de multa e juros de mora).',
    );
  });

  it('says what was asked, the optional parts only when given', () => {
    expect(nbsp(askedText(ASKED_OFFERS))).toBe('R$ 10.000,00 em 24 meses · renda de R$ 6.000,00');
    expect(
      nbsp(askedText({ ...ASKED_OFFERS, other_instalments: 300, purpose: 'saude', purpose_label: 'Saúde' })),
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
