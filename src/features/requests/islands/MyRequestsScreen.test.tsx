// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { $user, type SessionUser } from '../../../core/context/session.ts';
import { setTransport } from '../../../core/transport/api.ts';
import { failure, serveRoutes } from '../../../core/transport/test-helpers.ts';
import type { MyRequestsAnswer, RequestSummaryAnswer } from '../contract/requests.ts';
import { REQUESTS_ROUTES } from '../contract/requests-routes.ts';
import { $myRequests, $myRequestsStatus } from '../stores/requests.ts';
import { isolateListScreenTests } from '../testing/list-screen-tests.ts';
import { MyRequestsScreen } from './MyRequestsScreen.tsx';

const customer = {
  id: 7,
  full_name: 'João Silva',
  email: 'joao@exemplo.com.br',
  person_type: 1,
} as SessionUser;

function request(over: Partial<RequestSummaryAnswer>): RequestSummaryAnswer {
  return {
    kind: 'order',
    id: '17',
    product: 'Crédito Pessoal',
    institution: 'Banco Aurora',
    created_at: '2026-11-20T10:00:00Z',
    status: 'em_analise',
    values: [['Valor', 'R$ 10.000,00']],
    banker: {
      full_name: 'Ana Souza',
      email: 'ana@exemplo.com.br',
      phone: '(11) 98765-4321',
      slug: 'ana-souza',
    },
    customer: { full_name: 'João Silva', email: 'joao@exemplo.com.br' },
    timeline: [
      { status: 'recebida', author: 'system', note: null, created_at: '2026-11-20T10:00:00Z' },
      { status: 'em_analise', author: 'banker', note: 'Ligo amanhã.', created_at: '2026-11-20T11:00:00Z' },
    ],
    ...over,
  };
}

isolateListScreenTests($myRequests, $myRequestsStatus);

describe("'Minhas solicitações'", () => {
  it('lists each request with its institution, values, banker contacts and timeline, and cancels one', async () => {
    const cancelled: unknown[] = [];
    const answer: MyRequestsAnswer = {
      status_mail: true,
      requests: [request({}), request({ id: '9', product: 'Consórcio', status: 'aprovada', timeline: [] })],
    };
    setTransport(
      serveRoutes(
        [REQUESTS_ROUTES.myRequests, () => answer],
        [
          REQUESTS_ROUTES.cancelRequest,
          (params) => {
            cancelled.push(params);
            const before = request({});
            return {
              ...before,
              status: 'cancelada',
              timeline: [
                ...before.timeline,
                { status: 'cancelada', author: 'customer', note: null, created_at: '2026-11-21T09:00:00Z' },
              ],
            };
          },
        ],
      ),
    );
    $user.set(customer);
    render(<MyRequestsScreen />);
    const card = await screen.findByRole('article', { name: 'Crédito Pessoal' });
    expect(within(card).getByText(/Banco Aurora/)).toBeTruthy();
    expect(within(card).getByText('R$ 10.000,00')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'ana@exemplo.com.br' }).getAttribute('href')).toBe(
      'mailto:ana@exemplo.com.br',
    );
    const timeline = within(card).getByRole('list', { name: 'Histórico da solicitação' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Recebida'),
      expect.stringMatching(/Em análise.*Ana Souza.*Ligo amanhã\./),
    ]);
    // An approved request can no longer be cancelled.
    const approved = screen.getByRole('article', { name: 'Consórcio' });
    expect(within(approved).queryByRole('button', { name: 'Cancelar solicitação' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Cancelar solicitação' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Sim, cancelar' }));
    await waitFor(() =>
      expect(within(card).getAllByText('Cancelada pelo cliente').length).toBeGreaterThan(0),
    );
    expect(cancelled).toEqual([{ kind: 'order', id: '17' }]);
    expect(within(card).queryByRole('button', { name: 'Cancelar solicitação' })).toBeNull();
  });

  it('shows the services refusal in pt-BR when a cancellation is refused', async () => {
    setTransport(
      serveRoutes(
        [REQUESTS_ROUTES.myRequests, () => ({ status_mail: true, requests: [request({})] })],
        [
          REQUESTS_ROUTES.cancelRequest,
          failure(400, { detail: 'Essa mudança de status não é permitida para esta solicitação.' }),
        ],
      ),
    );
    $user.set(customer);
    render(<MyRequestsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar solicitação' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sim, cancelar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Essa mudança de status não é permitida para esta solicitação.',
    );
  });

  it('says when there is no request yet', async () => {
    setTransport(serveRoutes([REQUESTS_ROUTES.myRequests, () => ({ status_mail: true, requests: [] })]));
    $user.set(customer);
    render(<MyRequestsScreen />);
    expect(await screen.findByText(/Você ainda não fez nenhuma solicitação/)).toBeTruthy();
  });

  it('shows the loading state, then the error with a retry that loads again', async () => {
    let fail = true;
    setTransport(
      serveRoutes([
        REQUESTS_ROUTES.myRequests,
        () => (fail ? failure(500, {})() : { status_mail: false, requests: [request({})] }),
      ]),
    );
    $user.set(customer);
    render(<MyRequestsScreen />);
    expect(screen.getByRole('status', { name: 'Carregando as suas solicitações' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Não foi possível carregar as suas solicitações.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Crédito Pessoal' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Receber um e-mail/ }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('asks a visitor to log in and calls nothing', async () => {
    const calls: string[] = [];
    setTransport(serveRoutes([REQUESTS_ROUTES.myRequests, () => calls.push('list')]));
    render(<MyRequestsScreen />);
    expect(await screen.findByText('Entre na sua conta para acompanhar as suas solicitações.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
