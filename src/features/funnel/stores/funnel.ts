import { atom } from 'nanostores';
import { call } from '../../../core/transport/api.ts';
import { type LatestLoadStatus, latestLoad } from '../../../core/transport/latest-load.ts';
import type { FunnelAnswer } from '../contract/funnel.ts';
import { FUNNEL_ROUTES } from '../contract/funnel-routes.ts';

/** What the banker chose to read; empty strings are 'all' (the period: the last 30 days). */
export interface FunnelFilter {
  from: string;
  to: string;
  family: string;
  source: string;
}

export const $funnelFilter = atom<FunnelFilter>({ from: '', to: '', family: '', source: '' });
export const $funnel = atom<FunnelAnswer | null>(null);
export const $funnelStatus = atom<LatestLoadStatus>('loading');
/** Why the funnel did not load: the services' pt-BR reason (a period out of order) or the general one. */
export const $funnelFailure = atom('');

const readFunnel = latestLoad({ answer: $funnel, status: $funnelStatus, failure: $funnelFailure });

/** Reads the banker's funnel for the filter in force; a later ask wins over an earlier one. */
export async function loadFunnel(bankerId: number): Promise<void> {
  const query = Object.fromEntries(Object.entries($funnelFilter.get()).filter(([, value]) => value !== ''));
  await readFunnel(() => call(FUNNEL_ROUTES.storeFunnel, { params: { banker: bankerId }, query }));
}

export function setFunnelFilter(bankerId: number, next: Partial<FunnelFilter>): void {
  $funnelFilter.set({ ...$funnelFilter.get(), ...next });
  void loadFunnel(bankerId);
}
