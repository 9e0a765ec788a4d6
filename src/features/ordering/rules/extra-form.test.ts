import { describe, expect, it } from 'vitest';
import { PARTNER_BRANDS } from '../../../core/brand/partner-brands.ts';
import { extraFormFields } from './extra-form.ts';

const p = (brand: string, is_pj: boolean, category = 'Seguros') => ({
  brand,
  is_pj,
  category: { name: category },
});

describe('extra-form visibility', () => {
  it.each([
    [
      'NN Seg, pf, Seguros',
      p(PARTNER_BRANDS.nnSeg, false),
      ['birthday', 'marital', 'professional_type', 'monthly_income', 'people_range'],
    ],
    [
      'NN Seg, pf, Previdência',
      p(PARTNER_BRANDS.nnSeg, false, 'Previdência'),
      ['birthday', 'marital', 'professional_type', 'monthly_income', 'foresight_tax', 'foresight_exp'],
    ],
    ['NN Seg, pj', p(PARTNER_BRANDS.nnSeg, true), ['social_name', 'cnpj']],
    [
      'UCI, pf',
      p(PARTNER_BRANDS.uci, false, 'Financiamentos'),
      ['birthday', 'profession', 'home_equity', 'financing', 'deadline', 'monthly_income'],
    ],
    [
      'WIMO, pf',
      p(PARTNER_BRANDS.wimo, false, 'Financiamentos'),
      ['birthday', 'profession', 'home_equity', 'financing', 'deadline', 'monthly_income'],
    ],
    ['WIMO, pj', p(PARTNER_BRANDS.wimo, true), ['social_name', 'cnpj']],
    [
      'Prospera, pj',
      p(PARTNER_BRANDS.prospera, true),
      ['social_name', 'cnpj', 'city', 'business', 'how_long'],
    ],
    ['Prospera, pf', p(PARTNER_BRANDS.prospera, false), []],
    ['another brand, pf', p('Banco Qualquer', false), []],
    ['another brand, pj', p('Banco Qualquer', true), ['social_name', 'cnpj']],
  ])('%s', (_name, product, fields) => {
    expect(extraFormFields(product)).toEqual(fields);
  });
});
