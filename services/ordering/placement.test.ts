import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BASES } from '../../src/core/contract/route-common.ts';
import { orderKindFor, productRules } from '../../src/core/products/product-rules.ts';
import { ORDER_PATHS } from '../../src/features/ordering/contract/order-paths.ts';
import { orderBody } from '../checkout/testing/order-bodies.ts';
import { DEMO } from '../db/demo/demo.ts';
import { mailOutbox, orders, privacyAudit, products } from '../db/schema/index.ts';
import {
  firstOfferOf,
  holderOf,
  OFFER_FORM,
  OFFERS_PATH,
  provenCustomer,
  seenOf,
} from '../offers/testing.ts';
import { withTestServices } from '../test/harness.ts';

/**
 * One placement for every caller (services/ordering/placement.ts): an order of the product
 * page's form and one of 'Quero esta oferta', by the same customer in the same store, are stored
 * the same way: the row, its consent record and the banker's and the customer's messages.
 */
const t = withTestServices();
const ANA = DEMO.bankers.ana;

/** What is stored of one order: its row, its consent record and the mails it wrote. */
async function storedShape(orderId: number, customerId: number, since: { mails: number }) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const consents = await t.db
    .select()
    .from(privacyAudit)
    .where(and(eq(privacyAudit.userId, customerId), eq(privacyAudit.action, 'create_order')))
    .orderBy(asc(privacyAudit.id));
  const consent = consents.find((record) => record.metadata.product === row?.productId);
  const mails = (await t.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))).slice(since.mails);
  return { row, consent, mails };
}

const counts = async () => ({ mails: (await t.db.select().from(mailOutbox)).length });

describe('one order placement', () => {
  it("stores a form's order and an offer's order alike: row, consent record, the banker's and the customer's messages", async () => {
    const customer = await provenCustomer(t, 'colocacao', '10.9.0.1');

    const asked = await customer.call('POST', OFFERS_PATH, OFFER_FORM);
    expect(asked.status).toBe(200);
    const offer = firstOfferOf(asked.body);
    const beforeOffer = await counts();
    const requested = await customer.call('POST', `${OFFERS_PATH}${offer.id}/request/`, seenOf(offer));
    expect(requested.status).toBe(201);
    const offerOrder = await storedShape(Number(requested.body.request.id), customer.id, beforeOffer);

    // A plain product of the same store, other than the offer's (its repeat window is its own).
    const plain = (await t.db.select({ id: products.id }).from(products).orderBy(asc(products.id))).find(
      ({ id }) =>
        id !== offerOrder.row?.productId &&
        orderKindFor(id) === 'legacy' &&
        Object.keys(productRules(id)).length === 0,
    );
    expect(plain).toBeDefined();
    const beforeForm = await counts();
    const placed = await customer.call(
      'POST',
      `${DEFAULT_BASES.checkout}/${ORDER_PATHS.legacy}`,
      orderBody(customer.id, plain?.id as number, ANA, {
        cpf: customer.cpf,
        birthday: (await holderOf(t, customer.cpf)).birthday,
      }),
    );
    expect(placed.status).toBe(201);
    const formOrder = await storedShape(placed.body.order_id, customer.id, beforeForm);

    for (const shape of [offerOrder, formOrder]) {
      expect(shape.row).toMatchObject({ customerId: customer.id, bankerId: ANA, source: 'store:ana-souza' });
      expect(shape.consent).toMatchObject({
        action: 'create_order',
        source: 'store:ana-souza',
        cpf: customer.cpf,
        metadata: { terms: true, data_sharing: true, user: { id: customer.id, email: customer.email } },
      });
      // The banker's notice (Ana is told at once) and the customer's confirmation, each once.
      expect(shape.mails.map((mail) => mail.to).sort()).toEqual(
        [customer.email, 'ana.souza@exemplo.com.br'].sort(),
      );
    }
    // The same consent record, but for the offer it names.
    const keys = (shape: typeof formOrder) => Object.keys(shape.consent?.metadata ?? {}).sort();
    expect(keys(offerOrder)).toEqual([...keys(formOrder), 'offer'].sort());
    expect(offerOrder.consent?.metadata.offer).toBe(offer.id);
    expect(
      await t.db
        .select()
        .from(orders)
        .where(inArray(orders.customerId, [customer.id])),
    ).toHaveLength(2);
  });
});
