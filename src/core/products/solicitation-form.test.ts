import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/errors.ts';
import {
  answerError,
  hasLoanValue,
  initialSolicitationForm,
  mayCreate,
  type SolicitationForm,
  solicitationBody,
  solicitationCallSchema,
  solicitationFormSchema,
  withoutClientOnly,
} from './solicitation-form.ts';

const now = () => new Date('2026-06-01T12:00:00Z');
const form: SolicitationForm = {
  full_name: 'João Pedro da Silva',
  principal_contact: '(51) 98765-4321',
  cpf: '529.982.247-25',
  birthday: '21/07/1990',
  monthly_income: 8000,
  loan_value: 150000,
  lgpd: true,
};
const ids = { customer: 7, personal_banker: 1001, product: 121 };

describe('solicitation form (docs/invitations.md#solicitation, docs/validation-and-errors.md#validation-rules)', () => {
  it('asks for the loan value only where the product has one', () => {
    expect(hasLoanValue(121)).toBe(true);
    expect(hasLoanValue(55)).toBe(true);
    expect(hasLoanValue(29)).toBe(false);
    expect(fieldErrors(solicitationFormSchema(121, { now }), { ...form, loan_value: null })).toEqual({
      loan_value: 'Campo obrigatório.',
    });
    expect(fieldErrors(solicitationFormSchema(29, { now }), { ...form, loan_value: null })).toEqual({});
  });

  it('applies the docs/validation-and-errors.md#validation-rules rules and the LGPD consent', () => {
    const errors = fieldErrors(solicitationFormSchema(121, { now }), {
      ...form,
      full_name: 'João',
      cpf: '111.111.111-11',
      birthday: '01/01/2015',
      principal_contact: '(51) 1234',
      monthly_income: 0,
      lgpd: false,
    });
    expect(errors).toEqual({
      full_name: 'Por favor, digite o nome completo.',
      cpf: 'CPF Inválido',
      birthday: 'Idade inválida.',
      principal_contact: 'Celular inválido.',
      monthly_income: 'Valor precisa ser maior que 0.',
      lgpd: 'Campo obrigatório.',
    });
  });

  it('fills in what the banker or the user already gave', () => {
    const initial = initialSolicitationForm(
      { full_name: 'Nome do Banker', monthly_income: 5000, birthday: '1990-07-21' },
      {
        full_name: 'Nome Conta',
        principal_contact: '(51) 90000-0000',
        birthday: null,
        documents: { CPF: '52998224725' },
      },
    );
    expect(initial).toEqual({
      full_name: 'Nome do Banker',
      principal_contact: '(51) 90000-0000',
      cpf: '529.982.247-25',
      birthday: '21/07/1990',
      monthly_income: 5000,
      loan_value: null,
      lgpd: false,
    });
  });

  it('removes the client-only fields before creating, and sends ISO birthdays', () => {
    expect(solicitationBody(form, ids)).toMatchObject({
      ...ids,
      birthday: '1990-07-21',
      loan_value: 150000,
      lgpd: true,
    });
    const created = withoutClientOnly({ ...solicitationBody(form, ids), gender: 'F', collateral: 'x' });
    expect(created).not.toHaveProperty('loan_value');
    expect(created).not.toHaveProperty('gender');
    expect(created).not.toHaveProperty('collateral');
    expect(created).toMatchObject({ cpf: form.cpf, monthly_income: 8000 });
  });

  it('never creates product 55 and treats a 200 with detail as an error', () => {
    expect(mayCreate(55)).toBe(false);
    expect(mayCreate(121)).toBe(true);
    expect(answerError({ detail: 'Dados incompletos.' })).toBe('Dados incompletos.');
    expect(answerError({ id: 'x' })).toBeNull();
  });
});

describe('what each call of the screen must carry', () => {
  // The form's person and income, without the loan value or the consent.
  const { loan_value: _loanValue, lgpd: _lgpd, ...sent } = form;

  it('a creation goes without the loan value; an update of a product that asks it carries it', () => {
    expect(fieldErrors(solicitationCallSchema(120, 'create', { now }), sent)).toEqual({});
    expect(fieldErrors(solicitationCallSchema(120, 'update', { now }), sent)).toEqual({
      loan_value: 'Campo obrigatório.',
    });
    expect(
      fieldErrors(solicitationCallSchema(120, 'update', { now }), { ...sent, loan_value: 90000 }),
    ).toEqual({});
  });

  it('a product without a loan value is updated without one', () => {
    expect(hasLoanValue(17)).toBe(false);
    expect(fieldErrors(solicitationCallSchema(17, 'update', { now }), sent)).toEqual({});
  });

  it('every field of the form is required on both calls', () => {
    expect(Object.keys(fieldErrors(solicitationCallSchema(17, 'create', { now }), {})).sort()).toEqual(
      ['birthday', 'cpf', 'full_name', 'monthly_income', 'principal_contact'].sort(),
    );
  });
});
