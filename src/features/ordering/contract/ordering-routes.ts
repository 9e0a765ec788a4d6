import { get, post, routesOf, serverOnly } from '../../../core/contract/route-common.ts';

/**
 * The ordering feature's calls, served under the checkout service's base: the orders of each kind
 * (`src/features/ordering/contract/order-paths.ts` picks one by product) and the lists the order forms read.
 */
export const ORDERING_ROUTES = routesOf('checkout', {
  orderConsortium: post('consorcio/v1/order/'),
  orderHomeEquity: post('homeequity/v1/order/'),
  orderHomeEquityPj: post('homeequity/v1/orderpj/'),
  orderMortgage: post('mortgage/v1/order/'),
  orderCreditCard: post('creditcard/v1/order/'),
  orderCreditAuto: post('creditauto/v1/order/'),
  orderBenefits: post('benefits/v1/order/'),
  orderLoan: post('loan/v1/order/'),
  orderRealEstate: post('realestate/v1/order/'),
  orderLegacy: post('legacy/order/'),
  occupations: serverOnly(get('sim/listdomain/occupation/')),
  bankLists: serverOnly(get('realEstateCredit/lists')),
});
