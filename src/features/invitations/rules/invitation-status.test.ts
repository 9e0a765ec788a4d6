import { describe, expect, it } from 'vitest';
import { authorizationLabel, invitationStatus, toInvitationRows } from './invitation-status.ts';

describe("the banker's invitation states", () => {
  it.each([
    ['invited', false, 'Enviado'],
    ['invited', true, 'Aberto'],
    ['created', true, 'Aberto'],
    ['review', false, 'Revisão enviada'],
    ['review', true, 'Revisão aberta'],
    ['confirmed', true, 'Confirmado'],
    ['reported', false, 'Reportado'],
    ['authorized', true, 'Autorizado'],
    ['not_authorized', true, 'Cliente vai preencher'],
  ])('%s (opened %s) -> %s', (step, opened, label) => {
    expect(invitationStatus({ state: { step, description: '' }, opened })).toBe(label);
  });

  it('names the authorization and builds the rows with pt-BR dates', () => {
    expect(authorizationLabel(null)).toBe('Sem conta ainda');
    expect(authorizationLabel(true)).toBe('Autorizado');
    expect(authorizationLabel(false)).toBe('Não autorizado');
    const [row] = toInvitationRows([
      {
        id: 'a',
        product: 121,
        product_title: 'Consórcio PJ',
        invite_customer_email: 'x@exemplo.com.br',
        state: { step: 'review', description: '' },
        opened: false,
        authorized: null,
        solicitation: null,
        created_at: '2026-05-01T10:00:00Z',
        updated_at: '2026-05-02T10:00:00Z',
      },
    ]);
    expect(row).toMatchObject({
      email: 'x@exemplo.com.br',
      product: 'Consórcio PJ',
      status: 'Revisão enviada',
      authorization: 'Sem conta ainda',
      date: '02/05/2026',
    });
  });
});
