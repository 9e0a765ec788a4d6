import {
  CONSENT_ACTIONS,
  CONSENT_MESSAGES,
  type privacyEndpoints,
} from '../../../src/features/privacy/contract/privacy.ts';
import type { Deps } from '../../context.ts';
import type { Handlers } from '../../mount.ts';
import { consentOnRecord, consentScopeFor, recordConsent } from '../consent.ts';
import { bankerIdOf, subjectOf } from '../subjects.ts';

type ConsentHandlers = Pick<Handlers<typeof privacyEndpoints>, 'consentStatus' | 'deletionRequest'>;

/**
 * The data subject's consents in a store and their deletion request (LGPD art. 18); what the
 * services hold of them ('Meus dados' and its export) is the accounts' (services/accounts/my-data/).
 */
export function myDataHandlers({ db }: Deps): ConsentHandlers {
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

    async deletionRequest({ body: { pb }, user, c }) {
      const scope = await consentScopeFor(db, pb ? await bankerIdOf(db, pb) : null);
      const subject = await subjectOf(db, user);
      await recordConsent(db, scope, subject, CONSENT_ACTIONS.requestDeletion, {}, c.get('requestId'));
      return { detail: CONSENT_MESSAGES.deletionRequested };
    },
  };
}
