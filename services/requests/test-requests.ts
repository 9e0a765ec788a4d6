import { expect } from 'vitest';
import {
  addPerson,
  type Fixtures,
  orderBody,
  type Person,
  PRODUCTS,
  solicitationBody,
} from '../checkout/testing/fixtures.ts';
import type { TestServices } from '../checkout/testing/harness.ts';
import { SANDBOX_PARTNER_SECRETS } from '../config.ts';
import { SIGNATURE_HEADER, signEvent, TIMESTAMP_HEADER } from './signature.ts';

/** The sandbox institution whose signed webhook the tests report statuses with. */
const PARTNER = 'sandbox-pedidos';

/** The requests the tests of a request's life place at Ana's store: a customer, their order, their solicitation. */
export function requestPlacer(t: TestServices, f: Fixtures) {
  return {
    newCustomer: (name = 'Cliente Acompanha') => addPerson(t.db, { fullName: name, personType: 1 }),

    /** An order of the customer (a legacy product unless told), with `extra` fields; its id. */
    async orderedBy(
      customer: Person,
      product: number = PRODUCTS.legacy,
      extra: Record<string, unknown> = {},
    ): Promise<string> {
      const res = await t.request('POST', '/api/checkout/legacy/order/', {
        token: customer.token,
        body: { ...orderBody(f, customer.id, product, { cpf: undefined, marital: 'Solteiro(a)' }), ...extra },
      });
      expect(res.status).toBe(201);
      return String(res.body.order_id);
    },

    /** The institution reports a status of an order over its signed webhook. */
    async institutionSets(id: string, status: string, eventId: string): Promise<void> {
      const body = JSON.stringify({ event_id: eventId, request: { kind: 'order', id }, status });
      const timestamp = Math.floor(Date.now() / 1000);
      const res = await t.services.fetch(
        new Request(`http://vitrine.test/api/checkout/partners/${PARTNER}/status-events/`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [TIMESTAMP_HEADER]: String(timestamp),
            [SIGNATURE_HEADER]: signEvent(SANDBOX_PARTNER_SECRETS[PARTNER] as string, timestamp, body),
          },
          body,
        }),
      );
      expect(res.status).toBe(200);
    },

    /** A loan solicitation of the customer. */
    async solicitedBy(customer: Person): Promise<void> {
      const res = await t.request('POST', '/api/checkout/solicitation/handler/', {
        token: customer.token,
        body: solicitationBody({ customer: customer.id, personal_banker: f.ana.id, product: PRODUCTS.loan }),
      });
      expect(res.status).toBe(201);
    },
  };
}
