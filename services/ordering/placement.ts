import type { OrderKind } from '../../src/features/ordering/contract/order-paths.ts';
import { CONSENT_ACTIONS } from '../../src/features/privacy/contract/privacy.ts';
import type { Deps } from '../context.ts';
import type { OrderedProduct } from '../db/products.ts';
import { ORDER_ID_PENDING } from '../notifications/messages.ts';
import type { NoticeEvent } from '../notifications/notify.ts';
import { noticesFor } from '../notifications/notify.ts';
import { consentRecord } from '../privacy/consent.ts';
import { auditSourceFor, type BankerContext, type OrderContext, storeOfBanker } from './order-context.ts';
import { storeOrder } from './store-orders.ts';

/** One order to store, as every caller places it: the product page's forms and 'Quero esta oferta'. */
export interface Placement {
  kind: OrderKind;
  customerId: number;
  product: OrderedProduct;
  banker: BankerContext;
  /** Who the order's consent and messages name: the account, as the order's context read it. */
  context: Pick<OrderContext, 'customer'>;
  account: { email: string; cpf: string | null };
  payload: Record<string, unknown>;
  /** The funnel's source of the visit that led to it (docs/desk.md#funnel). */
  funnelSource?: string | undefined;
  key?: string | undefined;
  fingerprint: string | null;
  /** What the consent covers beside the product, the terms and the data sharing (the offer asked for). */
  consentFacts?: Record<string, unknown>;
  /** What the banker's notice lists: the values the customer gave and, for an offer, what the lender offers. */
  notice: Pick<NoticeEvent, 'values' | 'offered'>;
  requestId?: string | undefined;
}

/**
 * The one way an order is stored (docs/maintaining.md#one-order-from-the-product-page-to-the-stored-row): with its
 * consent record ('create_order': the product, the terms and the data sharing), the banker's notice
 * and the customer's confirmation, by one statement (./store-orders.ts); the outbox is woken once
 * it is in. Null when the product's repeat window or a raced key kept it out.
 */
export async function placeStoredOrder(deps: Deps, order: Placement) {
  const { banker, product } = order;
  const scope = { source: auditSourceFor(banker), tosVersion: banker.tosVersion, bankerId: banker.id };
  const stored = await storeOrder(deps, {
    kind: order.kind,
    customerId: order.customerId,
    product,
    banker,
    payload: order.payload,
    funnelSource: order.funnelSource ?? '',
    key: order.key,
    fingerprint: order.fingerprint,
    consent: consentRecord(
      scope,
      { id: order.customerId, email: order.account.email, cpf: order.account.cpf },
      CONSENT_ACTIONS.createOrder,
      { product: product.id, ...order.consentFacts, terms: true, data_sharing: true },
      order.requestId,
    ),
    notices: noticesFor(
      deps.config.publicOrigin,
      {
        kind: 'order',
        bankerId: banker.id,
        customer: order.customerId,
        product: product.title,
        ...order.notice,
        confirm: 'order',
        request: { kind: 'order', id: ORDER_ID_PENDING },
      },
      storeOfBanker(banker),
      order.context.customer,
    ),
  });
  if (stored) deps.mail.wake();
  return stored;
}
