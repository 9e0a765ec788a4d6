import { expect } from 'vitest';
import {
  addPerson,
  type Fixtures,
  orderBody,
  type Person,
  PRODUCTS,
  solicitationBody,
  type TestServices,
} from '../checkout/testing/harness.ts';

/** The requests the tests of a request's life place at Ana's store: a customer, their order, their solicitation. */
export function requestPlacer(t: TestServices, f: Fixtures) {
  return {
    newCustomer: (name = 'Cliente Acompanha') => addPerson(t.db, { fullName: name, personType: 1 }),

    /** An order of the customer (a legacy product unless told); its id. */
    async orderedBy(customer: Person, product: number = PRODUCTS.legacy): Promise<string> {
      const res = await t.request('POST', '/api/checkout/legacy/order/', {
        token: customer.token,
        body: orderBody(f, customer.id, product, { cpf: undefined, marital: 'Solteiro(a)' }),
      });
      expect(res.status).toBe(201);
      return String(res.body.order_id);
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
