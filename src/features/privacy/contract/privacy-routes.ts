import { get, post, routesOf } from '../../../core/contract/route-common.ts';

/** The privacy service's calls: the audit trail and the data subject's own records. */
export const PRIVACY_ROUTES = routesOf('privacy', {
  record: post(''),
  consentStatus: get('consent/{pb}/'),
  myPrivacy: get('me/'),
  myDataExport: get('me/export/'),
  deletionRequest: post('me/deletion/'),
});
