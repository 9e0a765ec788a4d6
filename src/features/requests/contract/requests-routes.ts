import { routesOf } from '../../../core/contract/route-common.ts';

/**
 * The life of requests (src/features/requests/contract/requests.ts), served under the checkout
 * service's base.
 */
export const REQUESTS_ROUTES = routesOf('checkout', {
  myRequests: { method: 'GET', path: 'requests/' },
  cancelRequest: { method: 'POST', path: 'requests/{kind}/{id}/cancel/' },
  setRequestMail: { method: 'PUT', path: 'requests/mail/' },
  storeRequests: { method: 'GET', path: 'requests/store/{banker}/' },
  changeRequestStatus: { method: 'POST', path: 'requests/{kind}/{id}/status/' },
  partnerStatusEvent: { method: 'POST', path: 'partners/{partner}/status-events/', serverOnly: true },
});
