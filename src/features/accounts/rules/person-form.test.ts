import { describe, expect, it } from 'vitest';
import { TYPED_NEWCOMER } from '../testing/typed-newcomer.ts';
import { emptyPersonForm, leadBody, leadFormFilled } from './person-form.ts';

// Typed with stray spaces around the name and the e-mail.
const person = { ...TYPED_NEWCOMER, full_name: 'Beatriz Nunes Teste ', email: ' Bia@Exemplo.com.br' };

describe('the person a form collects', () => {
  it('starts empty, with the e-mail already known', () => {
    expect(emptyPersonForm('a@b.com')).toEqual({
      full_name: '',
      email: 'a@b.com',
      principal_contact: '',
      cpf: '',
      birthday: '',
    });
  });

  it("is filled once every field is typed and the terms are ticked ('Criar')", () => {
    expect(leadFormFilled({ ...person, terms: true })).toBe(true);
    expect(leadFormFilled({ ...person, terms: false })).toBe(false);
    expect(leadFormFilled({ ...person, full_name: '  ', terms: true })).toBe(false);
    expect(leadFormFilled({ ...person, cpf: '', terms: true })).toBe(false);
  });

  it('goes to the lead and account calls as typed, the name trimmed and the e-mail normalized', () => {
    expect(leadBody({ ...person, terms: false }, 'ana-souza')).toEqual({
      full_name: 'Beatriz Nunes Teste',
      email: 'bia@exemplo.com.br',
      principal_contact: '(51) 98765-1234',
      cpf: '111.444.777-35',
      birthday: '15/08/1992',
      terms: true,
      personal_banker: 'ana-souza',
    });
    expect(leadBody({ ...person, terms: true, authorized: false }, 7)).toMatchObject({
      authorized: false,
      personal_banker: 7,
    });
  });
});
