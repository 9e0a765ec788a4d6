import { describe, expect, it } from 'vitest';
import {
  allTermsAccepted,
  cpfLocked,
  emptyOrderForm,
  identityLocked,
  type OrderUser,
  prefillOrderForm,
} from './request-form.ts';

const user: OrderUser = {
  id: 4,
  email: 'joao.silva@exemplo.com.br',
  full_name: 'João Silva',
  principal_contact: '51 - 998765432',
  birthday: '1985-07-02',
  documents: { CPF: '52998224725' },
};

describe('order form prefill (docs/ordering.md#order-modal)', () => {
  it("fills a logged-in user's data in the input formats", () => {
    expect(prefillOrderForm(emptyOrderForm(), user)).toMatchObject({
      full_name: 'João Silva',
      email: 'joao.silva@exemplo.com.br',
      cpf: '529.982.247-25',
      principal_contact: '(51) 99876-5432',
      birthday: '02/07/1985',
    });
  });

  it('keeps what is missing empty and takes the kept e-mail for a visitor', () => {
    const partial = { ...user, birthday: null, documents: { CPF: null } };
    expect(prefillOrderForm(emptyOrderForm(), partial)).toMatchObject({ cpf: '', birthday: '' });
    expect(prefillOrderForm(emptyOrderForm(), null, 'novo@exemplo.com.br').email).toBe('novo@exemplo.com.br');
  });

  it('locks the CPF only when the user has one', () => {
    expect(cpfLocked(user)).toBe(true);
    expect(cpfLocked({ ...user, documents: { CPF: null } })).toBe(false);
    expect(cpfLocked(null)).toBe(false);
  });

  it("locks the name and birthday the account already has (changes go through 'editar dados')", () => {
    expect(identityLocked(user)).toEqual({ full_name: true, birthday: true });
    expect(identityLocked({ ...user, birthday: null })).toEqual({ full_name: true, birthday: false });
    expect(identityLocked(null)).toEqual({ full_name: false, birthday: false });
  });

  it('asks for every consent', () => {
    expect(allTermsAccepted({ terms: true, share_consent: true })).toBe(true);
    expect(allTermsAccepted({ terms: true, share_consent: false })).toBe(false);
    expect(allTermsAccepted({ terms: false, share_consent: true })).toBe(false);
  });
});
