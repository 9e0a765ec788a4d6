import { describe, expect, it } from 'vitest';
import { EMPTY_INVITE, inviteBody } from './invitations.ts';

describe('the invite call body', () => {
  it('sends only the product and the e-mail without prefill', () => {
    expect(
      inviteBody({ ...EMPTY_INVITE, product: 120, email: ' Cliente@Exemplo.com.br ', full_name: 'Ignorado' }),
    ).toEqual({ product: 120, invite_customer_email: 'cliente@exemplo.com.br' });
  });

  it('marks the review variant and carries the given fields', () => {
    expect(
      inviteBody({
        ...EMPTY_INVITE,
        product: 121,
        email: 'c@exemplo.com.br',
        prefill: true,
        full_name: ' Maria Souza ',
        birthday: '10/05/1990',
        monthly_income: 9000,
        loan_value: 200000,
      }),
    ).toEqual({
      product: 121,
      invite_customer_email: 'c@exemplo.com.br',
      review: true,
      full_name: 'Maria Souza',
      birthday: '1990-05-10',
      monthly_income: 9000,
      loan_value: 200000,
    });
    expect(
      inviteBody({ ...EMPTY_INVITE, product: 29, email: 'c@exemplo.com.br', prefill: true, loan_value: 5 }),
    ).toEqual({ product: 29, invite_customer_email: 'c@exemplo.com.br', review: true });
  });
});
