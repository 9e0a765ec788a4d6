// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setTransport } from '../../../../core/transport/api.ts';
import { failure, serveRoutes } from '../../../../core/transport/test-helpers.ts';
import type { RequestSummaryAnswer } from '../../contract/requests.ts';
import { REQUESTS_ROUTES } from '../../contract/requests-routes.ts';
import { StatusControl } from './StatusControl.tsx';

const request = {
  kind: 'solicitation',
  id: '6f1c1a52-4a7b-4c55-9d2e-0b8f0e6f1a10',
  status: 'recebida',
  timeline: [],
} as unknown as RequestSummaryAnswer;

afterEach(() => {
  cleanup();
});

describe("the desk's status control", () => {
  it('offers only the changes the banker may make and sends the chosen one with the note', async () => {
    const sent: unknown[] = [];
    setTransport(
      serveRoutes([
        REQUESTS_ROUTES.changeRequestStatus,
        (params, options) => {
          sent.push({ params, body: options.body });
          return { ...request, status: 'em_analise' };
        },
      ]),
    );
    render(<StatusControl request={request} />);
    const select = screen.getByLabelText('Novo status') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Escolha o status',
      'Em análise',
      'Enviada à instituição',
    ]);
    expect((screen.getByRole('button', { name: 'Atualizar status' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(select, { target: { value: 'em_analise' } });
    fireEvent.change(screen.getByLabelText('Observação para o cliente (opcional)'), {
      target: { value: '  Ligo amanhã.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar status' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Status atualizado. O cliente recebe um aviso por e-mail.',
      ),
    );
    expect(sent).toEqual([
      {
        params: { kind: 'solicitation', id: request.id },
        body: { status: 'em_analise', note: 'Ligo amanhã.' },
      },
    ]);
  });

  it("shows the services' refusal in pt-BR", async () => {
    setTransport(
      serveRoutes([
        REQUESTS_ROUTES.changeRequestStatus,
        failure(403, { detail: 'Você não tem permissão para executar essa ação.' }),
      ]),
    );
    render(<StatusControl request={request} />);
    fireEvent.change(screen.getByLabelText('Novo status'), { target: { value: 'enviada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar status' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Você não tem permissão para executar essa ação.'),
    );
  });

  it('says the request waits for the institution, or is over, when the banker has nothing to change', () => {
    render(<StatusControl request={{ ...request, status: 'enviada' }} />);
    expect(screen.getByText('Aguardando a instituição.')).toBeTruthy();
    cleanup();
    render(<StatusControl request={{ ...request, status: 'cancelada' }} />);
    expect(screen.getByText('Solicitação encerrada.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
