import { post, routesOf, serverOnly } from '../../../core/contract/route-common.ts';

/** The automation service's calls: the e-mails of simulations and real-estate credit requests. */
export const AUTOMATION_ROUTES = routesOf('automation', {
  sendSimulations: post('sendSimulations'),
  realEstateCredit: serverOnly(post('realEstateCredit')),
});
