import type { checkoutEndpoints, OrderKind } from '../../../src/api/checkout.ts';
import { currentUser, type Deps } from '../../context.ts';
import type { Call, Handler, Handlers } from '../../http/mount.ts';
import { idempotencyKeyOf, placeOrder } from '../orders.ts';
import { readJson } from '../read-json.ts';

const ORDER_KINDS = {
  orderConsortium: 'consortium',
  orderHomeEquity: 'homeEquity',
  orderHomeEquityPj: 'homeEquityPj',
  orderMortgage: 'mortgage',
  orderCreditCard: 'creditCard',
  orderCreditAuto: 'creditAuto',
  orderBenefits: 'benefits',
  orderLoan: 'loan',
  orderRealEstate: 'realEstate',
  orderLegacy: 'legacy',
} as const satisfies Record<string, OrderKind>;

type OrderEndpoint = keyof typeof ORDER_KINDS;
export const ORDER_ENDPOINTS = Object.keys(ORDER_KINDS) as OrderEndpoint[];

/**
 * One order path (docs/services.md#calls checkout orders). `placeOrder` reads the raw body itself: its errors
 * give the first message of each field, and a retry is recognised by the body as sent.
 */
function orderHandler(deps: Deps, kind: OrderKind): Handler<(typeof checkoutEndpoints)[OrderEndpoint]> {
  return async ({ c }: Call<(typeof checkoutEndpoints)[OrderEndpoint]>) => {
    const body = await readJson(c);
    const placed = await placeOrder(deps, {
      kind,
      body,
      user: currentUser(c),
      idempotencyKey: idempotencyKeyOf(c),
      requestId: c.get('requestId'),
    });
    const status = placed.created ? 201 : 200;
    if (kind === 'homeEquity' || kind === 'homeEquityPj') return c.json([placed.answer], status);
    return c.json(placed.answer, status);
  };
}

export function orderHandlers(deps: Deps): Pick<Handlers<typeof checkoutEndpoints>, OrderEndpoint> {
  const entries = Object.entries(ORDER_KINDS).map(([id, kind]) => [id, orderHandler(deps, kind)]);
  return Object.fromEntries(entries) as Pick<Handlers<typeof checkoutEndpoints>, OrderEndpoint>;
}
