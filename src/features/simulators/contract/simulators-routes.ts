import { routesOf } from '../../../core/contract/route-common.ts';

/**
 * The simulators' calls, served under the checkout service's base: credit profiles, business
 * registration, consortium letters and real-estate simulations.
 */
export const SIMULATORS_ROUTES = routesOf('checkout', {
  profileCreate: { method: 'POST', path: 'profile/' },
  profileCalculate: { method: 'POST', path: 'profile/calculate/', serverOnly: true },
  profileService: { method: 'POST', path: 'profile/{profileId}/{serviceName}/calculate/' },
  businessValidate: { method: 'GET', path: 'open-banking/business/v1/validate/' },
  businessCreate: { method: 'POST', path: 'open-banking/business/v1/business/' },
  businessInvite: { method: 'POST', path: 'open-banking/business/v1/business/invite/' },
  /** `{query}` is the optional letter type segment; the search itself goes in the query string. */
  consortiumLetters: { method: 'GET', path: 'consorcio/v2/letter/{query}' },
  realEstateSimulate: { method: 'POST', path: 'real-estate/financing/simulate/' },
  realEstateInterest: { method: 'POST', path: 'real-estate/financing/interest/' },
  openSimulate: { method: 'POST', path: 'integrations/open/ci/simulate/', serverOnly: true },
});
