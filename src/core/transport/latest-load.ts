import type { WritableAtom } from 'nanostores';
import { failureText } from './load-failure.ts';

/** Where a screen's list stands: loading, shown, or failed to load. */
export type LatestLoadStatus = 'loading' | 'ready' | 'failed';

/** The stores one load fills: its answer, where it stands, and why it failed. */
export interface LatestLoadStores<T> {
  answer: WritableAtom<T | null>;
  status: WritableAtom<LatestLoadStatus>;
  failure: WritableAtom<string>;
}

/**
 * A load whose later ask wins over an earlier one: each run marks the stores loading, and only the
 * latest run's outcome lands, the answer or the failure's pt-BR reason (the services' or the general one).
 */
export function latestLoad<T>(stores: LatestLoadStores<T>): (read: () => Promise<T>) => Promise<void> {
  let ask = 0;
  return async (read) => {
    const asked = ++ask;
    stores.status.set('loading');
    try {
      const answer = await read();
      if (asked !== ask) return;
      stores.answer.set(answer);
      stores.status.set('ready');
    } catch (failure) {
      if (asked !== ask) return;
      stores.failure.set(failureText(failure));
      stores.status.set('failed');
    }
  };
}
