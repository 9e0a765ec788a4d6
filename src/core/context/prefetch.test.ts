import { afterEach, describe, expect, it } from 'vitest';
import { toLoadFailure } from '../transport/load-failure.ts';
import { takePrefetched } from './prefetch.ts';

const g = globalThis as { __storePrefetch?: unknown };

afterEach(() => {
  delete g.__storePrefetch;
});

describe('early requests', () => {
  it('hands an answer over once, for its own store only', async () => {
    g.__storePrefetch = {
      pb: 'ana-souza',
      marketplace: Promise.resolve({ ok: true, status: 200, data: { id: 1 } }),
    };
    expect(takePrefetched('marketplace', 'outra-loja')).toBeNull();
    await expect(takePrefetched('marketplace', 'ana-souza')).resolves.toEqual({ id: 1 });
    expect(takePrefetched('marketplace', 'ana-souza')).toBeNull();
  });

  it('fails like an ofetch call, so the load rules read the status and detail', async () => {
    g.__storePrefetch = {
      pb: 'x',
      banker: Promise.resolve({
        ok: false,
        status: 404,
        data: { detail: 'Personal Banker não encontrado.' },
      }),
    };
    const error = await (takePrefetched('banker', 'x') as Promise<unknown>).catch((e: unknown) => e);
    expect(toLoadFailure(error)).toEqual({ status: 404, detail: 'Personal Banker não encontrado.' });
  });

  it('has nothing to give without the early script', () => {
    expect(takePrefetched('carousel', 'x')).toBeNull();
  });
});

describe('early family and product', () => {
  it('is keyed by slug or id', async () => {
    g.__storePrefetch = {
      pb: 'ana-souza',
      'product:55': Promise.resolve({ ok: true, status: 200, data: { id: 55 } }),
      'group:emprestimos': Promise.resolve({ ok: true, status: 200, data: { slug: 'emprestimos' } }),
    };
    expect(takePrefetched('product:1', 'ana-souza')).toBeNull();
    await expect(takePrefetched('product:55', 'ana-souza')).resolves.toEqual({ id: 55 });
    await expect(takePrefetched('group:emprestimos', 'ana-souza')).resolves.toEqual({ slug: 'emprestimos' });
  });
});
