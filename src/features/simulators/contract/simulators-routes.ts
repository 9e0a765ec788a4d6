import { get, post, routesOf, serverOnly } from '../../../core/contract/route-common.ts';

/**
 * The simulators' calls, served under the checkout service's base: credit profiles, business
 * registration, consortium letters and real-estate simulations.
 */
export const SIMULATORS_ROUTES = routesOf('checkout', {
  profileCreate: post('profile/'),
  profileCalculate: serverOnly(post('profile/calculate/')),
  profileService: post('profile/{profileId}/{serviceName}/calculate/'),
  businessValidate: get('open-banking/business/v1/validate/'),
  businessCreate: post('open-banking/business/v1/business/'),
  businessInvite: post('open-banking/business/v1/business/invite/'),
  /** `{query}` is the optional letter type segment; the search itself goes in the query string. */
  consortiumLetters: get('consorcio/v2/letter/{query}'),
  realEstateSimulate: post('real-estate/financing/simulate/'),
  realEstateInterest: post('real-estate/financing/interest/'),
  openSimulate: serverOnly(post('integrations/open/ci/simulate/')),
});
