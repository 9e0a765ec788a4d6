import { describe, expect, it } from 'vitest';
import { configureSolicitation, saveSolicitation } from './credit-solicitation.ts';

const notFound = () => {
  throw Object.assign(new Error('404'), { data: { detail: 'Não encontrada' } });
};

function harness(get: () => unknown) {
  const calls: { kind: string; body?: Record<string, unknown> }[] = [];
  configureSolicitation({
    get: async () => {
      calls.push({ kind: 'get' });
      return get();
    },
    create: async (body) => {
      calls.push({ kind: 'create', body });
      return { id: 'nova' };
    },
    update: async (body) => {
      calls.push({ kind: 'update', body });
      return { id: 'existente' };
    },
  });
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
    harness(() => ({ id: 'existente' }));
    configureSolicitation({ update: async () => ({ detail: 'Solicitação já concluída' }) });
    await expect(saveSolicitation(body)).rejects.toMatchObject({
      data: { detail: 'Solicitação já concluída' },
    });
  });
});
