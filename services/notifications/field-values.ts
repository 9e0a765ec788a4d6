import { formatBRLText } from '../../src/core/format/money.ts';

/**
 * Labels of the form fields a banker message lists (our own labels). Fields not
 * listed here (identity, consent, documents already shown) stay out of the message.
 */
const LABELS: Record<string, string> = {
  value: 'Valor',
  loan_value: 'Valor do empréstimo',
  credit_value: 'Valor do crédito',
  requested_value: 'Valor solicitado',
  property_value: 'Valor do imóvel',
  real_estate_value: 'Valor do imóvel',
  financing_value: 'Valor a financiar',
  total_financing_value: 'Valor a financiar',
  installment: 'Parcela',
  monthly_income: 'Renda mensal',
  term: 'Prazo (meses)',
  deadline: 'Prazo (meses)',
  funding_period: 'Prazo (meses)',
  consortium_type: 'Tipo de consórcio',
  real_estate_type: 'Tipo de imóvel',
  real_estate_address_state: 'Estado do imóvel',
  purpose: 'Finalidade',
  profession: 'Profissão',
  partner: 'Instituição escolhida',
  administrator: 'Administradora',
  company_name: 'Empresa',
  cnpj: 'CNPJ',
  schedule_date: 'Data para contato',
  schedule_time: 'Horário para contato',
  interest_rate: 'Taxa de juros',
  cet: 'CET',
  iof: 'IOF',
  fee: 'Tarifa',
  total_payable: 'Total a pagar',
  offer_valid_until: 'Oferta válida até',
};

/** Fields whose numbers are amounts in reais. */
const MONEY = new Set([
  'value',
  'loan_value',
  'credit_value',
  'requested_value',
  'property_value',
  'real_estate_value',
  'financing_value',
  'total_financing_value',
  'installment',
  'monthly_income',
  'iof',
  'fee',
  'total_payable',
]);

/** Longest value a message repeats: the form's own limits are shorter; this caps anything else. */
const MAX_VALUE = 120;

function shown(key: string, value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value))
    return MONEY.has(key) ? formatBRLText(value) : value.toLocaleString('pt-BR');
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'string' && value.trim() !== '')
    return value.replace(/\s+/g, ' ').trim().slice(0, MAX_VALUE);
  return null;
}

/** The labelled values a customer gave in a form, in the order of the labels above. */
export function givenValues(data: Record<string, unknown>): [label: string, value: string][] {
  const values: [string, string][] = [];
  for (const [key, label] of Object.entries(LABELS)) {
    const value = shown(key, data[key]);
    if (value !== null && !values.some(([l]) => l === label)) values.push([label, value]);
  }
  return values;
}

/** The fields that name the amount a request asks to finance, the first one given counting. */
const FINANCED = [
  'financing_value',
  'total_financing_value',
  'loan_value',
  'credit_value',
  'requested_value',
  'value',
];

/** The amount financed of a request's stored fields, in centavos; null when it names none. */
export function financedCents(data: Record<string, unknown>): number | null {
  for (const key of FINANCED) {
    const value = data[key];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) return Math.round(value * 100);
  }
  return null;
}
