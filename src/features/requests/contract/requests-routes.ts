import { routesOf } from '../../../core/contract/route-common.ts';

/**
 * The life of requests (src/features/requests/contract/requests.ts), served under the checkout
 * service's base.
 */
export const REQUESTS_ROUTES = routesOf('checkout', {
  myRequests: { method: 'GET', path: 'requests/' },
  cancelRequest: { method: 'POST', path: 'requests/{kind}/{id}/cancel/' },
  setRequestMail: { method: 'PUT', path: 'requests/mail/' },
  // The store's latest requests in one list, for integrations and the desk's benchmark; the screen reads the pipeline.
  storeRequests: { method: 'GET', path: 'requests/store/{banker}/', serverOnly: true },
  changeRequestStatus: { method: 'POST', path: 'requests/{kind}/{id}/status/' },
  // The banker's desk (src/features/requests/contract/desk.ts).
  deskPipeline: { method: 'GET', path: 'requests/desk/{banker}/' },
  deskRequest: { method: 'GET', path: 'requests/desk/{banker}/{kind}/{id}/' },
  deskCommissions: { method: 'GET', path: 'requests/desk/{banker}/commissions/' },
  openOffers: { method: 'GET', path: 'requests/desk/{banker}/open-offers/' },
  addDeskNote: { method: 'POST', path: 'requests/{kind}/{id}/notes/' },
  deskTemplates: { method: 'GET', path: 'requests/desk/{banker}/templates/' },
  setDeskTemplates: { method: 'PUT', path: 'requests/desk/{banker}/templates/' },
  setServiceLevels: { method: 'PUT', path: 'requests/desk/{banker}/service-levels/' },
  markReminderDone: { method: 'POST', path: 'requests/desk/{banker}/reminders/{id}/done/' },
  contactCustomer: { method: 'POST', path: 'requests/{kind}/{id}/contacts/' },
  partnerStatusEvent: { method: 'POST', path: 'partners/{partner}/status-events/', serverOnly: true },
});
