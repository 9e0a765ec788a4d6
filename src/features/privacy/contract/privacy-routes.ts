import { routesOf } from '../../../core/contract/route-common.ts';

/** The privacy service's calls: the audit trail and the data subject's own records. */
export const PRIVACY_ROUTES = routesOf('privacy', {
  record: { method: 'POST', path: '' },
  consentStatus: { method: 'GET', path: 'consent/{pb}/' },
  myPrivacy: { method: 'GET', path: 'me/' },
  myDataExport: { method: 'GET', path: 'me/export/' },
  deletionRequest: { method: 'POST', path: 'me/deletion/' },
});
