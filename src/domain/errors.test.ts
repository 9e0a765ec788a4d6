import { describe, expect, it } from 'vitest';
import { cpfServerMessage, loginErrorMessage, mapRequestError } from './errors.ts';

describe('order and lead errors (§8)', () => {
  it.each([
    [
      { cpf: ['CPF já cadastrado.', 'outro'] },
      { kind: 'field', field: 'cpf', message: 'CPF já cadastrado.', track: true },
    ],
    [
      { principal_contact: ['Telefone já cadastrado.'] },
      { kind: 'field', field: 'principal_contact', message: 'Telefone já cadastrado.', track: true },
    ],
    [
      { cpf: ['CPF inválido.'], principal_contact: ['x'] },
      { kind: 'field', field: 'cpf', message: 'CPF inválido.', track: true },
    ],
    [{ cnpj: ['qualquer'] }, { kind: 'field', field: 'cnpj', message: 'Cnpj já cadastrado', track: false }],
    [
      { detail: 'Multiplas requisições rejeitadas.' },
      {
        kind: 'modal',
        title: 'Rápido demais, relaxe!',
        text: 'Você solicitou esse produto recentemente, aguarde alguns minutos antes de tentar novamente.',
      },
    ],
    [
      'Multiplas requisições rejeitadas.',
      {
        kind: 'modal',
        title: 'Rápido demais, relaxe!',
        text: 'Você solicitou esse produto recentemente, aguarde alguns minutos antes de tentar novamente.',
      },
    ],
  ])('%j', (body, outcome) => {
    expect(mapRequestError(body)).toEqual(outcome);
  });

  it.each([
    [{ leads: ['a'], detail: 'd' }, ['a']],
    [{ orders: 'o' }, 'o'],
    [{ erros: ['e'] }, ['e']],
    [{ detail: 'falhou' }, 'falhou'],
    [{ other: 1 }, { other: 1 }],
    [null, null],
  ])('anything else opens the generic modal and keeps %j as product error', (body, productError) => {
    expect(mapRequestError(body)).toEqual({
      kind: 'modal',
      title: 'Oops…algo deu errado!',
      text: 'Por favor, tente de novo.',
      productError,
    });
  });
});

describe('login errors', () => {
  it.each([
    [{ detail: 'Credenciais inválidas' }, 'Usuário ou senha incorreto.'],
    [undefined, 'Usuário ou senha incorreto.'],
    [{ email: ['Já existe'] }, 'E-mail ou CPF já cadastrado, acesse sua conta ou recupera sua senha.'],
    [{ detail: 'CPF já existe' }, 'E-mail ou CPF já cadastrado, acesse sua conta ou recupera sua senha.'],
  ])('%j -> %s', (body, message) => {
    expect(loginErrorMessage(body)).toBe(message);
  });
});

describe('CPF server error', () => {
  it.each([
    ["CPF - ['CPF informado não é válido.']", 'CPF informado não é válido.'],
    [["CPF - ['CPF informado não é válido.']"], 'CPF informado não é válido.'],
    ['CPF informado não é válido.', 'CPF informado não é válido.'],
    ['Outro erro', null],
    [undefined, null],
  ])('%j -> %s', (text, message) => {
    expect(cpfServerMessage(text)).toBe(message);
  });
});
