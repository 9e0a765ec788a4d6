import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FILLED_BUSINESS_FORM } from '../../../tests/filled-forms.ts';
import {
  type BureauOutcome,
  businessFields,
  businessSolicitationSchema,
  describeBureau,
  emptyBusinessForm,
  profileSummary,
  validateBusiness,
} from './business-loan.ts';

const answered = (service: 'serasa' | 'quod' | 'bmp', approved: boolean, score: number): BureauOutcome => ({
  service,
  status: 'answered',
  answer: {
    service,
    score,
    risk: score >= 700 ? 'baixo' : score >= 500 ? 'medio' : 'alto',
    available_monthly_commitment: 3500,
    approved,
    message: '',
  },
});

describe('business-credit form (docs/entities.md, docs/validation-and-errors.md#validation-rules)', () => {
  it('asks for every field, and the CPF only when the account has none', () => {
    expect(Object.keys(validateBusiness(emptyBusinessForm(), false)).sort()).toEqual(
      ['income_band', 'loan_value', 'monthly_income', 'property_type', 'purpose', 'role'].sort(),
    );
    const filled = FILLED_BUSINESS_FORM;
    expect(validateBusiness(filled, false)).toEqual({});
    expect(validateBusiness(filled, true).cpf).toBe('Campo obrigatório.');
    expect(validateBusiness({ ...filled, cpf: '111.111.111-11' }, true).cpf).toBe('CPF Inválido');
    expect(validateBusiness({ ...filled, role: '' }, false).role).toBe('Campo obrigatório.');
    expect(validateBusiness({ ...filled, role: 'Gerente' }, false).role).toBe(
      'Escolha uma das opções da lista.',
    );
    expect(validateBusiness({ ...filled, loan_value: 0 }, false).loan_value).toBe(
      'Valor precisa ser maior que 0.',
    );
  });
});

describe("the page's solicitation call", () => {
  const form = FILLED_BUSINESS_FORM;
  const call: Record<string, unknown> = {
    cnpj: '11222333000181',
    company_name: 'Padaria Ltda',
    ...businessFields(form),
  };
  const { loan_value: _, ...created } = call;

  it('carries the company and the form under the call names; a creation goes without the loan value', () => {
    expect(v.safeParse(businessSolicitationSchema('create'), created).success).toBe(true);
    expect(v.safeParse(businessSolicitationSchema('update'), created).success).toBe(false);
    expect(v.safeParse(businessSolicitationSchema('update'), call).success).toBe(true);
  });

  it('refuses a choice outside its list and a blank company name', () => {
    const result = v.safeParse(businessSolicitationSchema('update'), {
      ...call,
      company_role: 'Gerente',
      company_name: ' ',
    });
    expect(result.success ? [] : result.issues.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['company_name', 'Campo obrigatório.'],
      ['company_role', 'Escolha uma das opções da lista.'],
    ]);
  });
});

describe('credit profile in plain Portuguese', () => {
  it('tells what each bureau answered', () => {
    expect(describeBureau(answered('serasa', true, 712))).toBe(
      'Serasa: pontuação 712 de 1000, risco baixo; aprovou o perfil para análise de crédito, com margem mensal disponível de R$\u00a03.500,00.',
    );
    expect(describeBureau(answered('quod', false, 430))).toBe(
      'Quod: pontuação 430 de 1000, risco alto; não aprovou o perfil pelos seus critérios.',
    );
    expect(describeBureau({ service: 'bmp', status: 'failed', requestId: 'abc-123' })).toBe(
      'BMP não respondeu agora (protocolo abc-123); a consulta pode ser refeita mais tarde.',
    );
    expect(describeBureau({ service: 'quod', status: 'refused', detail: 'Confirme.' })).toBe(
      'Quod: não consultado.',
    );
  });

  it('says why no bureau was asked when the look-up was refused for the account', () => {
    const detail = 'A consulta de crédito precisa da data de nascimento no cadastro da conta.';
    const refused = (['serasa', 'quod', 'bmp'] as const).map((service) => ({
      service,
      status: 'refused' as const,
      detail,
    }));
    expect(profileSummary(refused)).toBe(`${detail} O pedido segue para análise mesmo assim.`);
  });

  it('sums up the bureaus that answered', () => {
    expect(profileSummary([answered('serasa', true, 712), answered('quod', false, 430)])).toBe(
      '1 de 2 birôs consultados aprovou o perfil para análise de crédito.',
    );
    expect(profileSummary([answered('quod', false, 430)])).toBe(
      'O birô consultado não aprovou o perfil. As instituições ainda podem analisar o pedido com outros critérios.',
    );
    expect(profileSummary([{ service: 'bmp', status: 'failed', requestId: null }])).toMatch(/Nenhum birô/);
  });
});
