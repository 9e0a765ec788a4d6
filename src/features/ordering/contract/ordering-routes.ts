import { routesOf } from '../../../core/contract/route-common.ts';

/**
 * The ordering feature's calls, served under the checkout service's base: the orders of each kind
 * (`src/features/ordering/contract/order-paths.ts` picks one by product) and the lists the order forms read.
 */
export const ORDERING_ROUTES = routesOf('checkout', {
  orderConsortium: { method: 'POST', path: 'consorcio/v1/order/' },
  orderHomeEquity: { method: 'POST', path: 'homeequity/v1/order/' },
  orderHomeEquityPj: { method: 'POST', path: 'homeequity/v1/orderpj/' },
  orderMortgage: { method: 'POST', path: 'mortgage/v1/order/' },
  orderCreditCard: { method: 'POST', path: 'creditcard/v1/order/' },
  orderCreditAuto: { method: 'POST', path: 'creditauto/v1/order/' },
  orderBenefits: { method: 'POST', path: 'benefits/v1/order/' },
  orderLoan: { method: 'POST', path: 'loan/v1/order/' },
  orderRealEstate: { method: 'POST', path: 'realestate/v1/order/' },
  orderLegacy: { method: 'POST', path: 'legacy/order/' },
  occupations: { method: 'GET', path: 'sim/listdomain/occupation/', serverOnly: true },
  bankLists: { method: 'GET', path: 'realEstateCredit/lists', serverOnly: true },
});
