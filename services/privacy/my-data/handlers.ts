import { SERVER_MSG } from '../../../src/core/contract/common.ts';
import {
  CONSENT_ACTIONS,
  CONSENT_MESSAGES,
  type privacyEndpoints,
} from '../../../src/features/privacy/contract/privacy.ts';
import { type Deps, notFound } from '../../context.ts';
import type { Handlers } from '../../http/mount.ts';
import { consentOnRecord, consentScopeFor, recordConsent } from '../consent.ts';
import { exportMyData, myPrivacy } from '../my-data.ts';
import { bankerIdOf, subjectOf } from '../subjects.ts';

type MyDataHandlers = Pick<
  Handlers<typeof privacyEndpoints>,
  'consentStatus' | 'myPrivacy' | 'myDataExport' | 'deletionRequest'
>;

/** The data subject's own page (LGPD art. 18): consents, export, deletion request. */
export function myDataHandlers({ db }: Deps): MyDataHandlers {
  return {
    async consentStatus({ params, user }) {
      const scope = await consentScopeFor(db, await bankerIdOf(db, params.pb));
      const onRecord = await consentOnRecord(db, user.id, scope);
      return {
        source: scope.source,
        tos_version: scope.tosVersion,
        terms_accepted: onRecord.terms,
        data_sharing_accepted: onRecord.dataSharing,
      };
    },

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

    async deletionRequest({ body: { pb }, user, c }) {
      const scope = await consentScopeFor(db, pb ? await bankerIdOf(db, pb) : null);
      const subject = await subjectOf(db, user);
      await recordConsent(db, scope, subject, CONSENT_ACTIONS.requestDeletion, {}, c.get('requestId'));
      return { detail: CONSENT_MESSAGES.deletionRequested };
    },
  };
}
