import { eq } from 'drizzle-orm';
import type { RequestKind, requestEndpoints } from '../../src/features/requests/contract/requests.ts';
import { REQUEST_STATUS_MESSAGES } from '../../src/features/requests/rules/request-status.ts';
import { type Deps, forbidden, notFound } from '../context.ts';
import { customerMailSettings } from '../db/schema/index.ts';
import type { Handlers } from '../mount.ts';
import { type Actor, applyChange, type Change } from './change.ts';
import { refOf, requestSummaries } from './queries.ts';

type PeopleHandlers = Pick<
  Handlers<typeof requestEndpoints>,
  'myRequests' | 'cancelRequest' | 'setRequestMail' | 'storeRequests' | 'changeRequestStatus'
>;

/** Applies a change in its own transaction, wakes the mail worker and answers the request as it is now. */
async function changeAndAnswer(deps: Deps, actor: Actor, change: Change) {
  await deps.db.transaction((tx) => applyChange(tx, deps.config.publicOrigin, actor, change));
  deps.mail.wake();
  const [summary] = await requestSummaries(deps.db, { ref: change.ref });
  if (!summary) throw notFound(REQUEST_STATUS_MESSAGES.notFound);
  return summary;
}

const refOrNotFound = (kind: RequestKind, id: string) => {
  const ref = refOf(kind, id);
  if (!ref) throw notFound(REQUEST_STATUS_MESSAGES.notFound);
  return ref;
};

/** The customer's list and cancellation, and the banker's list and changes. */
export function peopleHandlers(deps: Deps): PeopleHandlers {
  const { db } = deps;
  return {
    async myRequests({ user }) {
      const [requests, [setting]] = await Promise.all([
        requestSummaries(db, { customer: user.id }),
        db
          .select({ statusMail: customerMailSettings.statusMail })
          .from(customerMailSettings)
          .where(eq(customerMailSettings.personId, user.id))
          .limit(1),
      ]);
      return { requests, status_mail: setting?.statusMail ?? true };
    },
    cancelRequest({ params, body, user }) {
      const ref = refOrNotFound(params.kind, params.id);
      const actor: Actor = { author: 'customer', userId: user.id };
      return changeAndAnswer(deps, actor, { ref, status: 'cancelada', note: body.note ?? null });
    },
    async setRequestMail({ body, user }) {
      await db
        .insert(customerMailSettings)
        .values({ personId: user.id, statusMail: body.status_mail })
        .onConflictDoUpdate({
          target: customerMailSettings.personId,
          set: { statusMail: body.status_mail, updatedAt: new Date() },
        });
      return { status_mail: body.status_mail };
    },
    async storeRequests({ params, user }) {
      if (user.id !== params.banker) throw forbidden();
      return { requests: await requestSummaries(db, { banker: user.id }) };
    },
    changeRequestStatus({ params, body, user }) {
      const ref = refOrNotFound(params.kind, params.id);
      const actor: Actor = { author: 'banker', userId: user.id };
      return changeAndAnswer(deps, actor, { ref, status: body.status, note: body.note ?? null });
    },
  };
}
