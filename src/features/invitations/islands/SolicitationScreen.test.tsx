// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageAt, useEnvironment } from '../../../core/browser/test-helpers.ts';
import { $user, resetRefresh, type SessionUser } from '../../../core/context/session.ts';
import { $pb } from '../../../core/context/store-context.ts';
import { isolateDialogTests } from '../../../core/modals/dialog-test-env.ts';
import { $modalOptions, $modals } from '../../../core/modals/modals.ts';
import { SESSION, writeStored } from '../../../core/storage/session-table.ts';
import { setTransport } from '../../../core/transport/api.ts';
import { failure, fakeService } from '../../../core/transport/test-helpers.ts';
import { clearToken, setToken } from '../../../core/transport/token.ts';
import { $solicitationScreen } from '../stores/solicitation.ts';
import { SolicitationScreen } from './SolicitationScreen.tsx';

// The calls are the stores' (src/features/invitations/stores/solicitation-save.test.ts) and what the checkout service
// takes is services/invitations/solicitation-handler.test.ts; here the screen's form, its rule and messages.

const CARD = 17;
const INVITATION = '5b0c6b7e-3f7e-4d55-9a1e-8f3f5f2d8a10';

const customer = {
  id: 2001,
  email: 'joao.silva@exemplo.com.br',
  full_name: 'João Pedro da Silva',
  nickname: null,
  slug: null,
  person_type: 0,
  principal_contact: '(51) 99876-5432',
  photo: null,
  birthday: '1985-07-02',
  documents: { CPF: '52998224725' },
  contacts: [],
  company: null,
  last_login: null,
  authorization_info: [],
} as unknown as SessionUser;

const saved = { id: 'sol-1', state: { step: 'open', description: 'Aberta' }, solicitation: {} };

function serveInvitation() {
  let created = false;
  const service = fakeService({
    'PUT users/refreshtoken/': () => ({ token: 'fresh' }),
    'GET person/v2/': () => ({ person: customer }),
    [`GET solicitation/handler/${INVITATION}/`]: () => ({
      id: INVITATION,
      product: CARD,
      personal_banker: 1001,
      invite_customer_email: customer.email,
    }),
    'GET pb/ana-souza/product/17/': () => ({ title: 'Cartão Ipê Platinum' }),
    [`GET solicitation/handler/${CARD}/`]: () =>
      created ? saved : failure(404, { detail: 'Não encontrada' })(),
    'POST solicitation/handler/': () => {
      created = true;
      return { detail: 'ok' };
    },
    'PUT solicitation/handler/': () => saved,
  });
  setTransport(service.transport);
  return service;
}

isolateDialogTests();
let undo = () => {};
beforeEach(() => {
  undo = useEnvironment({
    page: { ...pageAt('/pb/ana-souza/solicitation'), navigate: () => {}, log: () => {} },
  });
  resetRefresh();
  $pb.set('ana-souza');
  $solicitationScreen.set({ status: 'loading' });
});
afterEach(() => {
  undo();
  $user.set(null);
  clearToken();
});

describe('the solicitation screen', () => {
  it("a card asks no loan value; 'Campo obrigatório.' until the LGPD box; then it is sent without one", async () => {
    const service = serveInvitation();
    writeStored(SESSION.solicitationId, INVITATION);
    setToken('session');
    $user.set(customer);
    render(<SolicitationScreen />);
    expect(await screen.findByRole('heading', { name: 'Solicitação de Cartão Ipê Platinum' })).toBeTruthy();
    expect((screen.getByLabelText('Nome completo') as HTMLInputElement).value).toBe('João Pedro da Silva');
    expect((screen.getByLabelText('CPF') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByLabelText('Valor desejado')).toBeNull();
    fireEvent.change(screen.getByLabelText('Renda mensal'), { target: { value: '700000' } });

    const send = screen.getByRole('button', { name: 'Enviar solicitação' });
    await act(async () => fireEvent.click(send));
    expect(screen.getAllByText('Campo obrigatório.')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: /LGPD/ }).getAttribute('aria-invalid')).toBe('true');
    expect(service.calls.some((c) => c.method !== 'GET' && c.path.startsWith('solicitation'))).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: /LGPD/ }));
    expect(screen.queryByText('Campo obrigatório.')).toBeNull();
    await act(async () => fireEvent.click(send));
    const sent = service.calls.filter((c) => c.method !== 'GET' && c.path === 'solicitation/handler/');
    expect(sent.map((c) => c.method)).toEqual(['POST', 'PUT']);
    for (const call of sent) {
      expect(call.body).toMatchObject({ customer: 2001, personal_banker: 1001, product: CARD, lgpd: true });
      expect(call.body).not.toHaveProperty('loan_value');
    }
    expect($modals.get().solicitationDialog).toBe(true);
    expect($modalOptions.get().solicitationDialog).toEqual({ reviewed: false });
  });

  it('without an invitation it says so and links back to the store', async () => {
    serveInvitation();
    render(<SolicitationScreen />);
    expect(
      await screen.findByText(/^Não há solicitação em andamento\. Use o link do e-mail enviado pelo seu /),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para a loja' }).getAttribute('href')).toBe(
      '/pb/ana-souza',
    );
  });
});
