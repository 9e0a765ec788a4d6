import type { checkoutEndpoints, OrderKind } from '../../../src/api/checkout.ts';
import { currentUser, type Deps } from '../../context.ts';
import type { Handler, Handlers } from '../../http/mount.ts';
import { idempotencyKeyOf, placeOrder } from '../orders.ts';

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
type OrderHandlers = Pick<Handlers<typeof checkoutEndpoints>, OrderEndpoint>;

/**
 * One order path (docs/services.md#calls checkout orders): the mount passed the body by the path's
 * schema; a retry is recognised by the body as sent. A new order answers 201, a retry 200.
 */
function orderHandler(deps: Deps, kind: OrderKind): Handler<(typeof checkoutEndpoints)[OrderEndpoint]> {
  return async ({ body, sentBody, c }) => {
    const placed = await placeOrder(deps, {
      kind,
      body,
      sentBody,
      user: currentUser(c),
      idempotencyKey: idempotencyKeyOf(c),
      requestId: c.get('requestId'),
    });
    const status = placed.created ? 201 : 200;
    if (kind === 'homeEquity' || kind === 'homeEquityPj') return c.json([placed.answer], status);
    return c.json(placed.answer, status);
  };
}

export function orderHandlers(deps: Deps): OrderHandlers {
  const entries = Object.entries(ORDER_KINDS).map(([id, kind]) => [id, orderHandler(deps, kind)]);
  return Object.fromEntries(entries) as OrderHandlers;
}
