import { describe, expect, it } from 'vitest';
import {
  cpfServerError,
  errorList,
  fieldMessage,
  knownEmailError,
  loginErrorMessage,
} from './call-errors.ts';

describe('account error mapping (docs/validation-and-errors.md#error-catalogue)', () => {
  const taken = 'E-mail ou CPF já cadastrado, acesse sua conta ou recupera sua senha.';
  it.each([
    [{ detail: 'Usuário ou senha incorreto.' }, 'Usuário ou senha incorreto.'],
    [undefined, 'Usuário ou senha incorreto.'],
    [{ email: ['E-mail já cadastrado.'] }, taken],
    [{ cpf: ['CPF já cadastrado.'] }, taken],
  ])(
    'login: the answer %j reads %j (wrong user or password, or the e-mail/CPF message)',
    (answer, message) => {
      expect(loginErrorMessage(answer)).toBe(message);
    },
  );

  it('passes the two server e-mail messages through as received', () => {
    expect(knownEmailError({ email: ['E-mail informado não é válido.'] })).toBe(
      'E-mail informado não é válido.',
    );
    expect(knownEmailError({ detail: 'Provedor do serviço de e-mail não é válido.' })).toBe(
      'Provedor do serviço de e-mail não é válido.',
    );
    expect(knownEmailError({ detail: 'E-mail não cadastrado.' })).toBeNull();
  });

  it('reads the server CPF error in both shapes', () => {
    expect(cpfServerError("CPF - ['CPF informado não é válido.']")).toBe('CPF informado não é válido.');
    expect(cpfServerError({ cpf: ['CPF informado não é válido.'] })).toBe('CPF informado não é válido.');
    expect(cpfServerError({ email: ['E-mail já cadastrado.'] })).toBeNull();
  });

  it('lists every create-account message once', () => {
    expect(
      errorList({ email: ['E-mail já cadastrado.'], cpf: ['CPF já cadastrado.', 'CPF já cadastrado.'] }),
    ).toEqual(['E-mail já cadastrado.', 'CPF já cadastrado.']);
    expect(errorList(null)).toEqual(['Por favor, tente de novo.']);
  });

  it('takes the first message of a field', () => {
    expect(fieldMessage({ cpf: ['a', 'b'] }, 'cpf')).toBe('a');
    expect(fieldMessage({ cpf: ['a'] }, 'email')).toBeNull();
  });
});
