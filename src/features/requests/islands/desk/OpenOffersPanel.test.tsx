// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { $user } from '../../../../core/context/session.ts';
import { SESSION_BANKER } from '../../../../core/context/testing/session-banker.ts';
import { setTransport } from '../../../../core/transport/api.ts';
import { failure, serveRoutes } from '../../../../core/transport/test-helpers.ts';
import type { OpenOffersAnswer, OpenOffersCustomerAnswer } from '../../contract/open-offers.ts';
import { REQUESTS_ROUTES } from '../../contract/requests-routes.ts';
import { $openOffers, $openOffersStatus } from '../../stores/open-offers.ts';
import { isolateListScreenTests } from '../../testing/list-screen-tests.ts';
import { OpenOffersPanel } from './OpenOffersPanel.tsx';

const row = (over: Partial<OpenOffersCustomerAnswer>): OpenOffersCustomerAnswer => ({
  customer_id: 2002,
  customer: 'Mariana Costa Lima',
  offers: 4,
  best_rate_monthly: 1.89,
  largest_amount_cents: 1_000_050,
  days_left: 7,
  ...over,
});

isolateListScreenTests($openOffers, $openOffersStatus);

describe("'Ofertas em aberto'", () => {
  it('lists each customer with the figures the services sent, and pages on the server', async () => {
    const asked: unknown[] = [];
    const pages: Record<string, OpenOffersAnswer> = {
      '1': {
        customers: [
          row({}),
          ...[2, 3, 4, 5].map((n) => row({ customer_id: 2100 + n, customer: `Cliente ${n}`, days_left: 1 })),
        ],
        count: 6,
        page: 1,
      },
      '2': {
        customers: [row({ customer_id: 2009, customer: 'Cliente 6', days_left: 0 })],
        count: 6,
        page: 2,
      },
    };
    setTransport(
      serveRoutes([
        REQUESTS_ROUTES.openOffers,
        (params, options) => {
          const page = String((options.query as { page: string }).page);
          asked.push({ ...params, page });
          return pages[page];
        },
      ]),
    );
    $user.set(SESSION_BANKER);
    render(<OpenOffersPanel />);
    const section = screen.getByRole('region', { name: 'Ofertas em aberto' });
    expect(
      within(section).getByText('Clientes que autorizaram você e têm ofertas ainda não pedidas.'),
    ).toBeTruthy();
    const first = (await within(section).findByText('Mariana Costa Lima')).closest('li') as HTMLElement;
    expect(within(first).getByText('4')).toBeTruthy();
    expect(within(first).getByText('1,89% a.m.')).toBeTruthy();
    expect(within(first).getByText('R$ 10.000,50')).toBeTruthy();
    expect(within(first).getByText('7 dias')).toBeTruthy();
    expect(screen.getAllByText('1 dia')).toHaveLength(4);
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Cliente 6')).toBeTruthy();
    expect(screen.getByText('vence hoje')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Próxima' }) as HTMLButtonElement).disabled).toBe(true);
    expect(asked).toEqual([
      { banker: '1001', page: '1' },
      { banker: '1001', page: '2' },
    ]);
  });

  it('says when no customer has open offers', async () => {
    setTransport(serveRoutes([REQUESTS_ROUTES.openOffers, () => ({ customers: [], count: 0, page: 1 })]));
    $user.set(SESSION_BANKER);
    render(<OpenOffersPanel />);
    expect(await screen.findByText('Nenhum cliente com ofertas em aberto.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Próxima' })).toBeNull();
  });

  it('shows the loading state, then the error in pt-BR with a retry that loads again', async () => {
    let fail = true;
    setTransport(
      serveRoutes([
        REQUESTS_ROUTES.openOffers,
        (_params, options) =>
          fail
            ? failure(400, { detail: 'Página inválida.' })()
            : { customers: [row({})], count: 1, page: Number((options.query as { page: string }).page) },
      ]),
    );
    $user.set(SESSION_BANKER);
    render(<OpenOffersPanel />);
    expect(screen.getByRole('status', { name: 'Carregando as ofertas em aberto' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Página inválida.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByText('Mariana Costa Lima')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
