import { describe, expect, it } from 'vitest';
import { setTransport } from '../../../core/transport/api.ts';
import { failure, fakeService } from '../../../core/transport/test-helpers.ts';
import { type SolicitationBody, SolicitationError, saveSolicitation } from './solicitation-save.ts';

const found = (step = 'created') => ({ id: 'sol-1', state: { step, description: '' }, solicitation: {} });
const notFound = failure(404, { detail: 'Não encontrada' });

/** The checkout service's solicitation calls: reads answer in turn from `reads`. */
function service(reads: (() => unknown)[], update: () => unknown = () => found()) {
  let read = 0;
  const fake = fakeService({
    'GET solicitation/handler/118/': () => (reads[read++] ?? notFound)(),
    'GET solicitation/handler/55/': () => (reads[read++] ?? notFound)(),
    'POST solicitation/handler/': () => found(),
    'PUT solicitation/handler/': update,
  });
  setTransport(fake.transport);
  return fake.calls;
}

const body: SolicitationBody = {
  product: 118,
  customer: 7,
  personal_banker: 1,
  lgpd: true,
  loan_value: 1000,
  collateral: 'x',
  cnpj: '1',
};

describe('sending a solicitation (docs/invitations.md#solicitation)', () => {
  it("creates it on 'Não encontrada' without the client-only fields, fetches it again and updates it whole", async () => {
    const calls = service([notFound, () => found()]);
    expect((await saveSolicitation(body)).id).toBe('sol-1');
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST', 'GET', 'PUT']);
    expect(calls[0]?.query).toEqual({ personal_banker: 1 });
    expect(calls[1]?.body).toEqual({ product: 118, customer: 7, personal_banker: 1, lgpd: true, cnpj: '1' });
    expect(calls[3]?.body).toEqual(body);
  });

  it('updates the one that exists, and answers its step before the update', async () => {
    const calls = service([() => found('review')]);
    expect((await saveSolicitation(body)).state.step).toBe('review');
    expect(calls.map((c) => c.method)).toEqual(['GET', 'PUT']);
  });

  it('never creates one for product 55', async () => {
    const calls = service([notFound]);
    await expect(saveSolicitation({ ...body, product: 55 })).rejects.toThrow(
      'A solicitação deste produto é criada pelo pedido de Home Equity.',
    );
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('treats a 200 answer carrying detail as an error', async () => {
    service([() => found()], () => ({ detail: 'Solicitação já concluída' }));
    await expect(saveSolicitation(body)).rejects.toEqual(new SolicitationError('Solicitação já concluída'));
  });
});
