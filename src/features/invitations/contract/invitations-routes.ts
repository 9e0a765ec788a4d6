import { get, post, put, routesOf, serverOnly } from '../../../core/contract/route-common.ts';

/**
 * The invitations feature's calls, served under the checkout service's base: a customer's
 * solicitation and the banker's invitations.
 */
export const INVITATIONS_ROUTES = routesOf('checkout', {
  /** With a product id (the user's solicitation) or a solicitation id (invite e-mail lookup). */
  solicitationByKey: get('solicitation/handler/{key}/'),
  solicitationCreate: post('solicitation/handler/'),
  solicitationUpdate: put('solicitation/handler/'),
  solicitationInvite: put('solicitation/handler/invite/'),
  solicitationInvitations: get('solicitation/handler/invite/'),
  solicitationReview: serverOnly(put('solicitation/handler/invite/review/')),
  solicitationReport: post('solicitation/handler/invite/report/'),
  solicitationConfirm: post('solicitation/handler/invite/confirm/'),
  solicitationAuthorize: post('solicitation/handler/invite/authorize/'),
});
