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
  // The banker's desk (src/features/requests/contract/desk.ts). No screen calls it yet: marked
  // server-only until the desk's screens do (the route table's test then asks for the mark to go).
  deskPipeline: { method: 'GET', path: 'requests/desk/{banker}/', serverOnly: true },
  deskRequest: { method: 'GET', path: 'requests/desk/{banker}/{kind}/{id}/', serverOnly: true },
  deskCommissions: { method: 'GET', path: 'requests/desk/{banker}/commissions/', serverOnly: true },
  addDeskNote: { method: 'POST', path: 'requests/{kind}/{id}/notes/', serverOnly: true },
  contactCustomer: { method: 'POST', path: 'requests/{kind}/{id}/contacts/', serverOnly: true },
  partnerStatusEvent: { method: 'POST', path: 'partners/{partner}/status-events/', serverOnly: true },
});
