import type { ProductAnswer } from '../api/store.ts';

/** A catalog product as the store service answers it, with the fields a test cares about over it. */
export function productAnswer(over: Partial<ProductAnswer>): ProductAnswer {
  return {
    id: 71,
    title: 'Consignado INSS',
    brand: 'Consiga Crédito',
    category: { name: 'Consignado' },
    is_pj: false,
    product_type: 'DEFAULT',
    redirect_id: null,
    ...over,
  } as ProductAnswer;
}

export type Call = { path: string; method: string; body?: unknown; headers?: Record<string, string> };

/** A fake service: answers by "METHOD path", records every call, fails with 500 on any other. */
export function fakeService(answers: Record<string, (call: Call) => unknown>) {
  const calls: Call[] = [];
  const call = async <T>(
    path: string,
    options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const entry = { path, method: options.method ?? 'GET', body: options.body, headers: options.headers };
    calls.push(entry);
    const answer = answers[`${entry.method} ${path}`];
    if (!answer) throw Object.assign(new Error(`unexpected ${entry.method} ${path}`), { status: 500 });
    return answer(entry) as T;
  };
  return { calls, call };
}

/** An answer that fails the way ofetch does: an error with the status and the body. */
export function failure(status: number, data: unknown) {
  return () => {
    throw Object.assign(new Error('failed'), { status, data });
  };
}
