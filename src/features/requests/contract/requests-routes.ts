import { get, post, put, routesOf, serverOnly } from '../../../core/contract/route-common.ts';

/**
 * The life of requests (src/features/requests/contract/requests.ts), served under the checkout
 * service's base.
 */
export const REQUESTS_ROUTES = routesOf('checkout', {
  myRequests: get('requests/'),
  cancelRequest: post('requests/{kind}/{id}/cancel/'),
  setRequestMail: put('requests/mail/'),
  // The store's latest requests in one list, for integrations and the desk's benchmark; the screen reads the pipeline.
  storeRequests: serverOnly(get('requests/store/{banker}/')),
  changeRequestStatus: post('requests/{kind}/{id}/status/'),
  // The banker's desk (src/features/requests/contract/desk.ts).
  deskPipeline: get('requests/desk/{banker}/'),
  deskRequest: get('requests/desk/{banker}/{kind}/{id}/'),
  deskCommissions: get('requests/desk/{banker}/commissions/'),
  openOffers: get('requests/desk/{banker}/open-offers/'),
  addDeskNote: post('requests/{kind}/{id}/notes/'),
  deskTemplates: get('requests/desk/{banker}/templates/'),
  setDeskTemplates: put('requests/desk/{banker}/templates/'),
  setServiceLevels: put('requests/desk/{banker}/service-levels/'),
  markReminderDone: post('requests/desk/{banker}/reminders/{id}/done/'),
  contactCustomer: post('requests/{kind}/{id}/contacts/'),
  partnerStatusEvent: serverOnly(post('partners/{partner}/status-events/')),
});
