import { describe, expect, it } from 'vitest';
import { setTransport } from './api.ts';
import { saveSolicitation } from './credit-solicitation.ts';
import { fakeTransport } from './test-helpers.ts';

const notFound = () => {
  throw Object.assign(new Error('404'), { data: { detail: 'Não encontrada' } });
};

/** The checkout service's solicitation calls: the lookup by product, the creation, the update. */
function harness(get: () => unknown, update: () => unknown = () => ({ id: 'existente' })) {
  const calls: { kind: string; body?: Record<string, unknown> }[] = [];
  setTransport(
    fakeTransport(async (path, { method, body }) => {
      const kind = method === 'GET' && /^solicitation\/handler\/\d+\/$/.test(path) ? 'get' : null;
      if (kind) {
        calls.push({ kind });
        return get();
      }
      if (path !== 'solicitation/handler/') throw new Error(`unexpected ${method} ${path}`);
      const answer = method === 'POST' ? { id: 'nova' } : update();
      calls.push({ kind: method === 'POST' ? 'create' : 'update', body: body as Record<string, unknown> });
      return answer;
    }),
  );
  return calls;
}

const body = {
  product: 118,
  customer: 7,
  personal_banker: 1,
  lgpd: true,
  loan_value: 1000,
  collateral: 'x',
  cnpj: '1',
};

describe('solicitation of a product (spec §4.9)', () => {
  it("creates it when the answer is 'Não encontrada', without the client-only fields", async () => {
    const calls = harness(notFound);
    expect(await saveSolicitation(body)).toBe('nova');
    expect(calls.map((c) => c.kind)).toEqual(['get', 'create']);
    expect(calls[1]?.body).toEqual({ product: 118, customer: 7, personal_banker: 1, lgpd: true, cnpj: '1' });
  });

  it('updates the one that exists', async () => {
    const calls = harness(() => ({ id: 'existente', state: { step: 'created' } }));
    expect(await saveSolicitation(body)).toBe('existente');
    expect(calls.map((c) => c.kind)).toEqual(['get', 'update']);
    expect(calls[1]?.body).toMatchObject({ loan_value: 1000 });
  });

  it('never creates one for product 55', async () => {
    const calls = harness(notFound);
    await expect(saveSolicitation({ ...body, product: 55 })).rejects.toThrow();
    expect(calls.map((c) => c.kind)).toEqual(['get']);
  });

  it('treats a 200 answer carrying detail as an error', async () => {
    harness(
      () => ({ id: 'existente' }),
      () => ({ detail: 'Solicitação já concluída' }),
    );
    await expect(saveSolicitation(body)).rejects.toMatchObject({
      data: { detail: 'Solicitação já concluída' },
    });
  });
});
