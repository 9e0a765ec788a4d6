import {
  BROWSER_ACTIONS,
  CONSENT_MESSAGES,
  type privacyEndpoints,
} from '../../../src/features/privacy/contract/privacy.ts';
import { type Deps, forbidden, unauthorized } from '../../context.ts';
import { findPersonByEmail } from '../../db/identity.ts';
import type { Handlers } from '../../mount.ts';
import { appendAudit, DEFAULT_TOS_VERSION } from '../audit.ts';
import { subjectOf } from '../subjects.ts';

/** Appends an audit record; records are never changed nor deleted (the table refuses it too). */
export function recordHandlers({ db }: Deps): Pick<Handlers<typeof privacyEndpoints>, 'record'> {
  return {
    async record({ body, user, c }) {
      const claimed = body.metadata.user;
      const tosVersion = body.metadata.tos_version || DEFAULT_TOS_VERSION;
      // A record about a person needs that person's token; an anonymous one names nobody.
      if (!user && (claimed.id != null || claimed.email || claimed.cpf))
        throw unauthorized(CONSENT_MESSAGES.anonymousUser);
      // An order's or an authorization's record is written with the act: a browser's would name what is not the user's.
      if (!BROWSER_ACTIONS.includes(claimed.action)) throw forbidden(CONSENT_MESSAGES.serviceAction);
      if (user && claimed.id != null && claimed.id !== user.id) throw forbidden();
      if (user && claimed.email && (await findPersonByEmail(db, claimed.email.toLowerCase()))?.id !== user.id)
        throw forbidden();
      const subject = user ? await subjectOf(db, user) : null;
      const id = await appendAudit(db, {
        source: body.source,
        metadata: {
          ...body.metadata,
          user: {
            action: claimed.action,
            id: subject?.id ?? null,
            email: subject?.email ?? null,
            cpf: subject?.cpf ?? null,
          },
          tos_version: tosVersion,
        },
        requestId: c.get('requestId'),
      });
      return { id, tos_version: tosVersion };
    },
  };
}
