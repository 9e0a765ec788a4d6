/**
 * Requests the page starts before its scripts load (the header's inline script, planned by
 * src/features/catalog/rules/prefetch-plan.ts): each is taken once by the store that would otherwise make it, and
 * settles like an ofetch call (the JSON answer, or an error carrying `status` and `data`).
 */
export interface PrefetchAnswer {
  ok: boolean;
  status: number;
  data: unknown;
}

/** What was asked early: the store's settings, its banker, its banners, one family or one product. */
export type PrefetchKey = 'marketplace' | 'banker' | 'carousel' | `group:${string}` | `product:${number}`;

type PrefetchHolder = { pb?: string } & Partial<Record<string, Promise<PrefetchAnswer>>>;
type PrefetchWindow = { __storePrefetch?: PrefetchHolder };

/** The early requests of this page, to read without taking them (the early painters, early-*.ts). */
export function earlyRequests(): PrefetchHolder | undefined {
  return (globalThis as PrefetchWindow).__storePrefetch;
}

/** The early answer of `key` for store `pb`, once; null when there is none to take. */
export function takePrefetched<T>(key: PrefetchKey, pb: string): Promise<T> | null {
  const holder = earlyRequests();
  const pending = holder?.[key] as Promise<PrefetchAnswer> | undefined;
  if (!holder || !pending || holder.pb !== pb) return null;
  delete holder[key];
  return pending.then((answer) => {
    if (answer.ok) return answer.data as T;
    throw Object.assign(new Error(`prefetch ${key} failed`), { status: answer.status, data: answer.data });
  });
}
