import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FILLED_HOME_EQUITY_FORM } from '../../../../tests/filled-forms.ts';
import { homeEquityOrderFields, loanAboveShareMessage } from '../../../core/products/home-equity.ts';
import { PRODUCT_IDS } from '../../../core/products/product-rules.ts';
import { issuesToBody } from '../../../core/validation/errors.ts';
import { MSG } from '../../../core/validation/messages.ts';
import { orderRulesFor, type RuledOrder, type RuledProduct } from './order-rules.ts';

/** Products whose orders pass each step of the rules (docs/ordering.md#order-modal). */
const P = {
  /** No extra step, no schedule: the modal sends the order at once. */
  direct: {
    id: 1,
    brand: 'Banco Qualquer',
    is_pj: false,
    category: { name: 'Seguros' },
    product_type: 'REDIRECT',
  },
  /** NN Seg insurance, TABLE: birthday, marital, profession, income and dependants, then a schedule. */
  nnSeg: { id: 901, brand: 'NN Seg', is_pj: false, category: { name: 'Seguros' }, product_type: 'TABLE' },
  /** UCI, DEFAULT: money fields with the order family's limits, no schedule. */
  uci: { id: 904, brand: 'UCI', is_pj: false, category: { name: 'Seguros' }, product_type: 'DEFAULT' },
  /** Prospera, pj: the company's name, CNPJ, city, activity and age. */
  prospera: {
    id: 905,
    brand: 'Prospera',
    is_pj: true,
    category: { name: 'Seguros' },
    product_type: 'DEFAULT',
  },
  /** Business credit: the modal asks only the CNPJ; the business-loan page sends its company form. */
  business: {
    id: PRODUCT_IDS.businessCredit,
    brand: 'Banco Qualquer',
    is_pj: true,
    category: { name: 'Crédito' },
    product_type: 'DEFAULT',
  },
  /** Home equity: the page's property and credit. */
  homeEquity: {
    id: PRODUCT_IDS.homeEquity,
    brand: 'Banco Qualquer',
    is_pj: false,
    category: { name: 'Crédito' },
    product_type: 'REDIRECT',
  },
} as const satisfies Record<string, RuledProduct>;

const nnSegAnswers = {
  birthday: '1990-05-10',
  marital: 'Casado(a)',
  professional_type: 'Autônomo',
  monthly_income: 'De R$ 5.000 a R$ 9.999',
  people_range: 2,
};
const schedule = {
  date: '2030-01-02',
  morning: { start: '08:00', end: '10:00' },
  afternoon: { start: '14:00', end: '18:00' },
};
const uciAnswers = {
  birthday: '1990-05-10',
  profession: 'Engenheira',
  home_equity: 600_000,
  financing: 300_000,
  deadline: '240',
  monthly_income: 'Acima de R$ 20.000',
};
const company = {
  social_name: 'Padaria Pão Quente',
  cnpj: '11.222.333/0001-81',
  city: 'Alvorada',
  business: 'Padaria',
  how_long: 'Mais de 6 meses',
};
const companyForm = {
  company_role: 'Sócio',
  company_income: 'Até 100M',
  property_type: 'commercial',
  purpose: 'working_capital',
  loan_value: 100_000,
};
const homeEquityFields = homeEquityOrderFields(FILLED_HOME_EQUITY_FORM);
const required = [MSG.required];

/** What the checkout service answers: the first problem of each field, or null when the order passes. */
function problems(product: RuledProduct, order: RuledOrder) {
  const result = v.safeParse(orderRulesFor(product), order);
  return result.success ? null : issuesToBody(result.issues, 1);
}

describe('orderRulesFor: the first step an order breaks answers, field by field', () => {
  it.each<[string, RuledProduct, RuledOrder, Record<string, string[]> | null]>([
    ['a product without steps takes a bare order', P.direct, {}, null],
    ['NN Seg with its extra step and schedule', P.nnSeg, { ...nnSegAnswers, ...schedule }, null],
    [
      'NN Seg without the marital status',
      P.nnSeg,
      { ...nnSegAnswers, ...schedule, marital: undefined },
      { marital: required },
    ],
    [
      'NN Seg without a birthday on the account or in the body',
      P.nnSeg,
      { ...nnSegAnswers, ...schedule, birthday: undefined },
      { birthday: required },
    ],
    [
      'NN Seg with selects outside their lists',
      P.nnSeg,
      { ...nnSegAnswers, ...schedule, marital: 'Enrolado(a)', people_range: 7 },
      { marital: [MSG.option], people_range: [MSG.option] },
    ],
    [
      'NN Seg without its schedule',
      P.nnSeg,
      nnSegAnswers,
      { date: required, morning: required, afternoon: required },
    ],
    [
      'NN Seg with a schedule whose date is null',
      P.nnSeg,
      { ...nnSegAnswers, ...schedule, date: null },
      { date: required },
    ],
    [
      'NN Seg with neither: the extra step first, as the modal asks it',
      P.nnSeg,
      { birthday: '1990-05-10' },
      {
        marital: required,
        professional_type: required,
        monthly_income: required,
        people_range: required,
      },
    ],
    ['UCI with its answers', P.uci, uciAnswers, null],
    ['UCI with a financing of 0', P.uci, { ...uciAnswers, financing: 0 }, { financing: [MSG.positive] }],
    ['UCI with a blank profession', P.uci, { ...uciAnswers, profession: ' ' }, { profession: required }],
    ['Prospera with the company', P.prospera, company, null],
    ['Prospera without its age', P.prospera, { ...company, how_long: undefined }, { how_long: required }],
    ['business credit from the modal: the CNPJ alone', P.business, { cnpj: company.cnpj }, null],
    ['business credit without the CNPJ', P.business, {}, { cnpj: required }],
    [
      'business credit from the page with the company form',
      P.business,
      { cnpj: company.cnpj, ...companyForm },
      null,
    ],
    [
      'business credit from the page with a role outside its list',
      P.business,
      { cnpj: company.cnpj, ...companyForm, company_role: 'Rei' },
      { company_role: [MSG.option] },
    ],
    [
      'business credit from the page without its purpose',
      P.business,
      { cnpj: company.cnpj, ...companyForm, purpose: undefined },
      { purpose: required },
    ],
    ['home equity with the page fields', P.homeEquity, homeEquityFields, null],
    [
      'home equity with a state that is no UF and a credit above the share',
      P.homeEquity,
      { ...homeEquityFields, real_estate_address_state: 'XX', home_equity: 500_000, loan_value: 400_000 },
      { real_estate_address_state: [MSG.state], loan_value: [loanAboveShareMessage(500_000)] },
    ],
    [
      'home equity with a term outside the options',
      P.homeEquity,
      { ...homeEquityFields, deadline: '100' },
      { deadline: [MSG.option] },
    ],
  ])('%s', (_, product, order, answer) => {
    expect(problems(product, order)).toEqual(answer);
  });

  it('reads the birthday as the order stores it (yyyy-mm-dd), as the modal shows it prefilled', () => {
    const under18 = `${new Date().getFullYear() - 10}-01-01`;
    expect(problems(P.nnSeg, { ...nnSegAnswers, ...schedule, birthday: under18 })).toHaveProperty('birthday');
  });
});
