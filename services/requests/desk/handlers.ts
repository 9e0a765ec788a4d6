import type { deskEndpoints } from '../../../src/features/requests/contract/desk.ts';
import { DESK_MESSAGES } from '../../../src/features/requests/contract/desk.ts';
import { isLate } from '../../../src/features/requests/rules/service-levels.ts';
import { clockFor } from '../../clock/clock.ts';
import { type Deps, notFound } from '../../context.ts';
import type { Handlers } from '../../mount.ts';
import { financedCents } from '../../notifications/field-values.ts';
import { refOf, requestSummaries } from '../queries.ts';
import { commissionOfRequest, commissionsOf } from './commissions.ts';
import { contactCustomer, contactsOf } from './contacts.ts';
import { addNote, notesOf } from './notes.ts';
import { openOffersHandlers } from './open-offers-handlers.ts';
import { pipelineOf } from './pipeline.ts';
import { dueRemindersOf, markReminderDone } from './reminders.ts';
import { serviceLevelsOf, setServiceLevels } from './service-levels.ts';
import { storeRequestOf } from './store-request.ts';
import { setTemplates, templatesOf } from './templates.ts';

/** Another banker's store answers as if it did not exist. */
function ownStore(bankerId: number, userId: number): void {
  if (bankerId !== userId) throw notFound(DESK_MESSAGES.notFound);
}

function refOrNotFound(kind: 'order' | 'solicitation', id: string) {
  const ref = refOf(kind, id);
  if (!ref) throw notFound(DESK_MESSAGES.notFound);
  return ref;
}

/** The banker's desk (docs/desk.md). */
export function deskHandlers(deps: Deps): Handlers<typeof deskEndpoints> {
  const { db } = deps;
  return {
    ...openOffersHandlers(deps),
    async deskPipeline({ params, query, user }) {
      ownStore(params.banker, user.id);
      const now = clockFor(deps).now();
      const [pipeline, reminders] = await Promise.all([
        pipelineOf(db, user.id, query, now),
        dueRemindersOf(db, user.id, now),
      ]);
      return { ...pipeline, reminders };
    },
    deskTemplates({ params, user }) {
      ownStore(params.banker, user.id);
      return templatesOf(db, user.id);
    },
    setDeskTemplates({ params, body, user }) {
      ownStore(params.banker, user.id);
      return setTemplates(db, user.id, body.templates);
    },
    setServiceLevels({ params, body, user }) {
      ownStore(params.banker, user.id);
      return setServiceLevels(db, user.id, body.levels);
    },
    markReminderDone({ params, user }) {
      ownStore(params.banker, user.id);
      return markReminderDone(db, user.id, params.id, clockFor(deps).now());
    },
    async deskRequest({ params, user }) {
      ownStore(params.banker, user.id);
      const request = await storeRequestOf(db, user.id, refOrNotFound(params.kind, params.id));
      const [[summary], notes, contacts, commission, levels] = await Promise.all([
        requestSummaries(db, { ref: request.ref }),
        notesOf(db, request),
        contactsOf(db, request),
        commissionOfRequest(db, request.ref),
        serviceLevelsOf(db, user.id),
      ]);
      if (!summary) throw notFound(DESK_MESSAGES.notFound);
      return {
        request: summary,
        amount_cents: financedCents(request.data),
        late: isLate(request.statusAt, levels[request.status], clockFor(deps).now()),
        has_phone: Boolean(request.customerPhone),
        notes,
        contacts,
        commission,
      };
    },
    deskCommissions({ params, user }) {
      ownStore(params.banker, user.id);
      return commissionsOf(db, user.id);
    },
    async addDeskNote({ params, body, user }) {
      const request = await storeRequestOf(db, user.id, refOrNotFound(params.kind, params.id));
      return addNote(db, request, body);
    },
    async contactCustomer({ params, body, user }) {
      const request = await storeRequestOf(db, user.id, refOrNotFound(params.kind, params.id));
      return contactCustomer(db, request, user.fullName, body);
    },
  };
}
