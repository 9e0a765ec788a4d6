/**
 * The route table of the services (docs/services.md#calls): per service its base and per call its method and
 * path, the one place each path is written. The contract modules spread these entries and add
 * the schemas; the storefront's islands call them through `call` (src/core/transport/api.ts) without
 * shipping a schema library. The store's and auth's tables are modules of their own, which the
 * store pages' first screen imports directly (src/core/contract/store-routes.ts, src/core/contract/auth-routes.ts).
 */

import { routesOf } from '../core/contract/route-common.ts';

export { AUTH_ROUTES } from '../core/contract/auth-routes.ts';
export { CLIENT_BASES, DEFAULT_BASES, type Route, type ServiceName } from '../core/contract/route-common.ts';
export { STORE_ROUTES } from '../core/contract/store-routes.ts';

export const CHECKOUT_ROUTES = routesOf('checkout', {
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
  /** With a product id (the user's solicitation) or a solicitation id (invite e-mail lookup). */
  solicitationByKey: { method: 'GET', path: 'solicitation/handler/{key}/' },
  solicitationCreate: { method: 'POST', path: 'solicitation/handler/' },
  solicitationUpdate: { method: 'PUT', path: 'solicitation/handler/' },
  solicitationInvite: { method: 'PUT', path: 'solicitation/handler/invite/' },
  solicitationInvitations: { method: 'GET', path: 'solicitation/handler/invite/' },
  solicitationReview: { method: 'PUT', path: 'solicitation/handler/invite/review/', serverOnly: true },
  solicitationReport: { method: 'POST', path: 'solicitation/handler/invite/report/' },
  solicitationConfirm: { method: 'POST', path: 'solicitation/handler/invite/confirm/' },
  solicitationAuthorize: { method: 'POST', path: 'solicitation/handler/invite/authorize/' },
  profileCreate: { method: 'POST', path: 'profile/' },
  profileCalculate: { method: 'POST', path: 'profile/calculate/', serverOnly: true },
  profileService: { method: 'POST', path: 'profile/{profileId}/{serviceName}/calculate/' },
  occupations: { method: 'GET', path: 'sim/listdomain/occupation/', serverOnly: true },
  bankLists: { method: 'GET', path: 'realEstateCredit/lists', serverOnly: true },
  businessValidate: { method: 'GET', path: 'open-banking/business/v1/validate/' },
  businessCreate: { method: 'POST', path: 'open-banking/business/v1/business/' },
  businessInvite: { method: 'POST', path: 'open-banking/business/v1/business/invite/' },
  /** `{query}` is the optional letter type segment; the search itself goes in the query string. */
  consortiumLetters: { method: 'GET', path: 'consorcio/v2/letter/{query}' },
  realEstateSimulate: { method: 'POST', path: 'real-estate/financing/simulate/' },
  realEstateInterest: { method: 'POST', path: 'real-estate/financing/interest/' },
  openSimulate: { method: 'POST', path: 'integrations/open/ci/simulate/', serverOnly: true },
  /** The life of requests (src/features/requests/contract/requests.ts). */
  myRequests: { method: 'GET', path: 'requests/' },
  cancelRequest: { method: 'POST', path: 'requests/{kind}/{id}/cancel/' },
  setRequestMail: { method: 'PUT', path: 'requests/mail/' },
  storeRequests: { method: 'GET', path: 'requests/store/{banker}/' },
  changeRequestStatus: { method: 'POST', path: 'requests/{kind}/{id}/status/' },
  partnerStatusEvent: { method: 'POST', path: 'partners/{partner}/status-events/', serverOnly: true },
});

export const PRIVACY_ROUTES = routesOf('privacy', {
  record: { method: 'POST', path: '' },
  consentStatus: { method: 'GET', path: 'consent/{pb}/' },
  myPrivacy: { method: 'GET', path: 'me/' },
  myDataExport: { method: 'GET', path: 'me/export/' },
  deletionRequest: { method: 'POST', path: 'me/deletion/' },
});

export const AUTOMATION_ROUTES = routesOf('automation', {
  sendSimulations: { method: 'POST', path: 'sendSimulations' },
  realEstateCredit: { method: 'POST', path: 'realEstateCredit', serverOnly: true },
});
