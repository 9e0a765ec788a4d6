import { routesOf } from '../../../core/contract/route-common.ts';

/** The automation service's calls: the e-mails of simulations and real-estate credit requests. */
export const AUTOMATION_ROUTES = routesOf('automation', {
  sendSimulations: { method: 'POST', path: 'sendSimulations' },
  realEstateCredit: { method: 'POST', path: 'realEstateCredit', serverOnly: true },
});
