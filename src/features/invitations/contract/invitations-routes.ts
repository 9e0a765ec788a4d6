import { routesOf } from '../../../core/contract/route-common.ts';

/**
 * The invitations feature's calls, served under the checkout service's base: a customer's
 * solicitation and the banker's invitations.
 */
export const INVITATIONS_ROUTES = routesOf('checkout', {
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
});
