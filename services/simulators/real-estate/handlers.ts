import { type checkoutEndpoints, ORDER_MESSAGES } from '../../../src/contract/checkout.ts';
import { REAL_ESTATE_MESSAGES } from '../../../src/core/contract/credit-messages.ts';
import { digitsOf } from '../../../src/core/format/digits.ts';
import { latestBrazilianToday, offerValidUntil } from '../../../src/core/products/offer-terms.ts';
import { clockFor } from '../../clock/clock.ts';
import { type Deps, forbidden, HttpError, notFound, unauthorized } from '../../context.ts';
import { findBanker } from '../../db/bankers.ts';
import { findProduct } from '../../db/products.ts';
import type { Handlers } from '../../mount.ts';
import { partnersFor } from '../../partner-registry.ts';
import { PartnerUnavailableError } from '../../partners/failure-switch.ts';
import { simulateHomeEquity } from '../../partners/home-equity.ts';
import { insertInterestRecord } from './queries.ts';

export const REAL_ESTATE_ENDPOINTS = ['realEstateSimulate', 'realEstateInterest', 'openSimulate'] as const;
type RealEstateHandlers = Pick<Handlers<typeof checkoutEndpoints>, (typeof REAL_ESTATE_ENDPOINTS)[number]>;

/** Real-estate simulations per partner, the interest record and the open simulate path. */
export function realEstateHandlers(deps: Deps): RealEstateHandlers {
  const { db } = deps;
  return {
    // One partner bank's answer; the storefront asks the four in parallel (docs/simulators.md#simulations).
    async realEstateSimulate({ body }) {
      const bank = partnersFor(deps).realEstateBanks.get(body.partner);
      if (!bank) throw notFound(REAL_ESTATE_MESSAGES.unknownPartner);
      try {
        return await bank.simulate({
          financingValue: body.data.financing_value,
          term: body.data.term,
          realEstateValue: body.data.real_estate_value,
          realEstateType: body.data.real_estate_type,
          monthlyIncome: body.data.monthly_income,
        });
      } catch (error) {
        if (error instanceof PartnerUnavailableError)
          throw new HttpError(503, { detail: REAL_ESTATE_MESSAGES.partnerDown });
        throw error;
      }
    },

    // The combined result of a simulation, kept for the banker. Visitors may record one without
    // a customer; a customer given must be the logged user.
    async realEstateInterest({ body, user }) {
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
      const validUntil = offerValidUntil(latestBrazilianToday(clockFor(deps).now()));
      const id = await insertInterestRecord(db, {
        customerId: body.customer ?? null,
        bankerId: banker.id,
        productId: product.id,
        cpf: body.cpf ? digitsOf(body.cpf) : null,
        financingValue: body.financing_value,
        fundingPeriod: body.funding_period,
        realEstateAddressState: body.real_estate_address_state,
        realEstateValue: body.real_estate_value,
        realEstateType: body.real_estate_type,
        realEstateSituation: body.real_estate_situation ?? null,
        simulationResults: body.simulation_results,
        validUntil,
      });
      return { id, valid_until: validUntil };
    },

    // Open (no login) home-equity simulation: PRICE instalments at the partner's monthly rate.
    openSimulate: ({ body }) => simulateHomeEquity(body.property_value, body.loan_value, body.term),
  };
}
