import { Hono } from 'hono';
import {
  interestRecordRequestSchema,
  ORDER_MESSAGES,
  openSimulateRequestSchema,
  REAL_ESTATE_MESSAGES,
  realEstateSimulationRequestSchema,
} from '../../src/api/checkout.ts';
import {
  type AppEnv,
  type Deps,
  forbidden,
  HttpError,
  notFound,
  optionalUser,
  parseOrThrow,
  unauthorized,
} from '../context.ts';
import { interestRecords } from '../db/schema/index.ts';
import { PartnerUnavailableError } from '../partners/failure-switch.ts';
import { simulateHomeEquity } from '../partners/home-equity.ts';
import { partnersFor } from '../partners/partners.ts';
import { findBanker, findProduct } from './order-context.ts';
import { readJson } from './read-json.ts';

/** Real-estate simulations per partner, the interest record and the open simulate path. */
export function realEstateRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  // One partner bank's answer; the storefront asks the four in parallel (spec §4.10).
  app.post('/real-estate/financing/simulate', async (c) => {
    const body = parseOrThrow(realEstateSimulationRequestSchema, await readJson(c));
    const bank = partnersFor(deps).realEstateBanks.get(body.partner);
    if (!bank) throw notFound(REAL_ESTATE_MESSAGES.unknownPartner);
    try {
      return c.json(
        await bank.simulate({
          financingValue: body.data.financing_value,
          term: body.data.term,
          realEstateValue: body.data.real_estate_value,
          realEstateType: body.data.real_estate_type,
          monthlyIncome: body.data.monthly_income,
        }),
      );
    } catch (error) {
      if (error instanceof PartnerUnavailableError) {
        throw new HttpError(503, { detail: REAL_ESTATE_MESSAGES.partnerDown });
      }
      throw error;
    }
  });

  // The combined result of a simulation, kept for the banker. Visitors may record one without
  // a customer; a customer given must be the logged user.
  app.post('/real-estate/financing/interest', optionalUser(deps), async (c) => {
    const body = parseOrThrow(interestRecordRequestSchema, await readJson(c));
    const user = c.get('user');
    if (body.customer != null) {
      if (!user) throw unauthorized();
      if (body.customer !== user.id) throw forbidden(ORDER_MESSAGES.notYourOrder);
    }
    const [product, banker] = await Promise.all([
      findProduct(db, body.product),
      findBanker(db, body.personal_banker),
    ]);
    if (!product) throw notFound(ORDER_MESSAGES.productNotFound);
    if (!banker) throw notFound(ORDER_MESSAGES.bankerNotFound);
    const [row] = await db
      .insert(interestRecords)
      .values({
        customerId: body.customer ?? null,
        bankerId: banker.id,
        productId: product.id,
        cpf: body.cpf ? body.cpf.replace(/\D/g, '') : null,
        financingValue: body.financing_value,
        fundingPeriod: body.funding_period,
        realEstateAddressState: body.real_estate_address_state,
        realEstateValue: body.real_estate_value,
        realEstateType: body.real_estate_type,
        realEstateSituation: body.real_estate_situation ?? null,
        simulationResults: body.simulation_results,
      })
      .returning({ id: interestRecords.id });
    return c.json({ id: row?.id }, 201);
  });

  // Open (no login) home-equity simulation: PRICE instalments at the partner's monthly rate.
  app.post('/integrations/open/ci/simulate', async (c) => {
    const body = parseOrThrow(openSimulateRequestSchema, await readJson(c));
    return c.json(simulateHomeEquity(body.property_value, body.loan_value, body.term));
  });

  return app;
}
