import { currentRoute } from '../../core/routes/route-table.ts';
import { call } from '../../core/transport/api.ts';
import type { CountBodyInput } from './contract/funnel.ts';
import { FUNNEL_ROUTES } from './contract/funnel-routes.ts';
import { funnelSourceField } from './landing-source.ts';

/**
 * Counts a visit or a simulation in the store's funnel. A count never stands in the visitor's way:
 * a refusal or a network failure is left unsaid.
 */
export function countFunnelEvent(pb: string, body: CountBodyInput): void {
  call(FUNNEL_ROUTES.countFunnelEvent, { params: { pb }, body }).catch(() => undefined);
}

/** Counts a simulation made on the page: the store and the product of its address (a simulator's route). */
export function countSimulation(): void {
  const params = currentRoute()?.params;
  const product = Number(params?.product);
  if (params?.pb && Number.isInteger(product) && product > 0) {
    const pb = params.pb.toLowerCase();
    countFunnelEvent(pb, { step: 'simulation', product, ...funnelSourceField(pb) });
  }
}
