import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  defaultOrderFormSchema,
  EXTRA_FIELDS,
  editUserSchema,
  extraFormSchema,
  fieldErrors,
  isValid,
  newAccountSchema,
  requireBirthdaySchema,
  setPasswordSchema,
} from './index.ts';

const now = () => new Date(2026, 5, 15);

const account = {
  full_name: 'Ana Souza',
  email: 'Ana@Exemplo.com',
  principal_contact: '(51) 99876-5432',
  cpf: '529.982.247-25',
  birthday: '10/03/1990',
  terms: true,
};

describe('set / reset password', () => {
  it.each([
    [{ password1: 'abcdef12', password2: 'abcdef12' }, {}],
    [{ password1: 'abcdef12', password2: 'abcdef13' }, { password2: 'As senhas não conferem.' }],
    [{ password1: 'abcdef12', password2: '' }, { password2: 'Campo obrigatório.' }],
    [{ password1: 'abc', password2: 'abc' }, { password1: 'Senha precisa ser maior ou igual 8 caracteres' }],
    [{ password1: 'Abcdef12', password2: 'abcdef12' }, { password2: 'As senhas não conferem.' }],
  ])('%j -> %j', (input, errors) => {
    expect(fieldErrors(setPasswordSchema, input)).toEqual(errors);
  });
});

describe('new account', () => {
  const schema = newAccountSchema({ now });
  it('accepts a complete form and lowercases the e-mail', () => {
    const out = v.parse(schema, account);
    expect(out.email).toBe('ana@exemplo.com');
  });

  it('requires every field and the terms', () => {
    expect(fieldErrors(schema, {})).toEqual({
      full_name: 'Campo obrigatório.',
      email: 'Campo obrigatório.',
      principal_contact: 'Campo obrigatório.',
      cpf: 'Campo obrigatório.',
      birthday: 'Campo obrigatório.',
      terms: 'Campo obrigatório.',
    });
    expect(fieldErrors(schema, { ...account, terms: false })).toEqual({ terms: 'Campo obrigatório.' });
  });

  it('blocks spaces in the e-mail and an under-age birthday', () => {
    expect(fieldErrors(schema, { ...account, email: 'ana @exemplo.com', birthday: '16/06/2008' })).toEqual({
      email: 'Não pode conter espaços',
      birthday: 'Idade inválida.',
    });
  });

  it('takes the authorization box of the invite mode', () => {
    expect(v.parse(schema, { ...account, authorized: true }).authorized).toBe(true);
  });
});

describe('edit user and require birthday', () => {
  it('CPF is optional, but checked when present', () => {
    const schema = editUserSchema({ now });
    const { cpf: _cpf, terms: _terms, ...rest } = account;
    expect(fieldErrors(schema, rest)).toEqual({});
    expect(fieldErrors(schema, { ...rest, cpf: '111.111.111-11' })).toEqual({ cpf: 'CPF Inválido' });
    expect(fieldErrors(schema, { ...rest, full_name: '' })).toEqual({ full_name: 'Campo obrigatório.' });
  });

  it('require-birthday saves only with a valid birthday', () => {
    const schema = requireBirthdaySchema({ now });
    expect(isValid(schema, { birthday: '10/03/1990' })).toBe(true);
    expect(isValid(schema, { birthday: '10/03/19' })).toBe(false);
    expect(isValid(schema, { birthday: '29/02/2005' })).toBe(false);
  });
});

describe('default order form', () => {
  const schema = defaultOrderFormSchema({ now });
  it('continues only with CPF, full name, birthday, phone and the terms', () => {
    const { email: _e, ...form } = account;
    expect(isValid(schema, form)).toBe(true);
    for (const key of ['cpf', 'full_name', 'birthday', 'principal_contact'] as const) {
      expect(fieldErrors(schema, { ...form, [key]: '' })).toEqual({ [key]: 'Campo obrigatório.' });
    }
    expect(fieldErrors(schema, { ...form, terms: false })).toEqual({ terms: 'Campo obrigatório.' });
  });
});

describe('extra form', () => {
  it('requires exactly the shown fields', () => {
    const schema = extraFormSchema(['social_name', 'cnpj'], { now });
    expect(fieldErrors(schema, {})).toEqual({
      social_name: 'Campo obrigatório.',
      cnpj: 'Campo obrigatório.',
    });
    expect(fieldErrors(schema, { social_name: 'Padaria', cnpj: '11.222.333/0001-82' })).toEqual({
      cnpj: 'CNPJ Inválido',
    });
    expect(isValid(schema, { social_name: 'Padaria', cnpj: '11.222.333/0001-81', marital: '' })).toBe(true);
  });

  it('checks money, birthday and choices by their rules', () => {
    const schema = extraFormSchema(['financing', 'birthday', 'marital', 'people_range'], { now });
    expect(
      fieldErrors(schema, { financing: 'R$ 0,00', birthday: '31/02/1990', marital: '', people_range: 2 }),
    ).toEqual({
      financing: 'Valor precisa ser maior que 0.',
      birthday: 'Data inválida.',
      marital: 'Campo obrigatório.',
    });
  });

  it('with every field shown, an empty form names every field', () => {
    expect(Object.keys(fieldErrors(extraFormSchema(EXTRA_FIELDS, { now }), {})).sort()).toEqual(
      [...EXTRA_FIELDS].sort(),
    );
  });
});
