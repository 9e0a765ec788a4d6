import { SERVER_MSG } from '../../../src/core/contract/common.ts';
import { CONSENT_ACTIONS } from '../../../src/features/privacy/contract/privacy.ts';
import { type Deps, notFound } from '../../context.ts';
import { consentScopeFor, recordConsent } from '../../privacy/consent.ts';
import type { OwnDataHandlers } from '../../privacy/routes.ts';
import { subjectOf } from '../../privacy/subjects.ts';
import { exportMyData, myPrivacy } from './my-data.ts';

/**
 * 'Meus dados' and its export (LGPD art. 18, II and V): everything the services hold of the
 * account, its solicitations, consents and offer profiles, served at the privacy base
 * (`privacyRoutes` takes them from the composition, services/app.ts).
 */
export function ownDataHandlers({ db }: Deps): OwnDataHandlers {
  return {
    myPrivacy: ({ user }) => myPrivacy(db, user.id),

    async myDataExport({ user, c }) {
      const data = await exportMyData(db, user.id, new Date());
      if (!data) throw notFound(SERVER_MSG.userNotFound);
      const scope = await consentScopeFor(db, null);
      const subject = await subjectOf(db, user);
      await recordConsent(db, scope, subject, CONSENT_ACTIONS.exportData, {}, c.get('requestId'));
      c.header('Content-Disposition', `attachment; filename="meus-dados-${user.id}.json"`);
      c.header('Cache-Control', 'no-store');
      return data;
    },
  };
}
