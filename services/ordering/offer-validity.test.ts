import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderPathFor } from '../../src/contract/checkout.ts';
import { offerValidUntil } from '../../src/core/products/offer-terms.ts';
import { addPerson, PRODUCTS } from '../checkout/testing/fixtures.ts';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { orderBody, ordersStoredBy } from '../checkout/testing/order-bodies.ts';
import { BRAZIL_TODAY, dayFrom, storeSimulation } from '../checkout/testing/simulations.ts';
import { interestRecords } from '../db/schema/index.ts';

const { t, f } = withSeededServices();

const PATH = `/api/checkout/${orderPathFor(PRODUCTS.realEstate)}`;

/** A simulation stored at a banker's store whose offers hold until `validUntil`. */
const simulation = (bankerId: number, validUntil: string) => storeSimulation(t.db, { bankerId, validUntil });

/** A real-estate order at Ana's store of the offer of horizonte in a stored simulation. */
const orderOf = (customer: number, simulationId: unknown) =>
  orderBody(customer, PRODUCTS.realEstate, f.ana.id, { partner: 'horizonte', simulation: simulationId });

const ordersOf = (customerId: number) => ordersStoredBy(t.db, customerId);

describe('interest record validity', () => {
  it('is kept with the record and answered: two calendar days after the simulation', async () => {
    const body = {
      financing_value: 240000,
      funding_period: 360,
      real_estate_address_state: 'SP',
      real_estate_value: 400000,
      real_estate_type: 'apartment',
      product: PRODUCTS.realEstate,
      personal_banker: f.ana.id,
      simulation_results: [],
    };
    const res = await t.request('POST', '/api/checkout/real-estate/financing/interest/', { body });
    expect(res.status).toBe(201);
    // Dated by the latest day in Brazil: one or two days after the earliest, never fewer.
    expect([offerValidUntil(BRAZIL_TODAY), offerValidUntil(dayFrom(BRAZIL_TODAY, 1))]).toContain(
      res.body.valid_until,
    );
    const [row] = await t.db.select().from(interestRecords).where(eq(interestRecords.id, res.body.id));
    expect(row?.validUntil).toBe(res.body.valid_until);
  });
});

describe('an order started from a simulated offer', () => {
  it('is refused once the offer expired, saying when, and nothing is stored', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente Expirado', personType: 1 });
    const expired = dayFrom(BRAZIL_TODAY, -1);
    const res = await t.request('POST', PATH, {
      token: customer.token,
      body: orderOf(customer.id, await simulation(f.ana.id, expired)),
    });
    expect(res.status).toBe(410);
    const [year, month, day] = expired.split('-');
    expect(res.body).toEqual({
      detail: `Esta oferta expirou em ${day}/${month}/${year}. Simule novamente para ver uma oferta válida.`,
    });
    expect(await ordersOf(customer.id)).toBe(0);
  });

  it('is placed while the offer holds, through its last day', async () => {
    const customer = await addPerson(t.db, { fullName: 'Cliente No Prazo', personType: 1 });
    const res = await t.request('POST', PATH, {
      token: customer.token,
      body: orderOf(customer.id, await simulation(f.ana.id, BRAZIL_TODAY)),
    });
    expect(res.status).toBe(201);
    expect(await ordersOf(customer.id)).toBe(1);
  });

  it("another store's simulation, an unknown id or a malformed one says nothing about the order", async () => {
    const carlosExpired = await simulation(f.carlos.id, dayFrom(BRAZIL_TODAY, -10));
    for (const id of [carlosExpired, 999_999, 'x', -1, 1e20, null]) {
      const customer = await addPerson(t.db, { fullName: 'Cliente Qualquer', personType: 1 });
      const res = await t.request('POST', PATH, { token: customer.token, body: orderOf(customer.id, id) });
      expect(res.status, String(id)).toBeLessThan(500);
      expect(res.status, String(id)).not.toBe(410);
    }
  });
});
