import { eq, sql } from 'drizzle-orm';
import {
  canChangeStatus,
  REQUEST_STATUS_MESSAGES,
  type RequestAuthor,
  type RequestStatus,
} from '../../src/features/requests/rules/request-status.ts';
import { badRequest, forbidden, notFound } from '../context.ts';
import type { DbWriter } from '../db/index.ts';
import { customerMailSettings, mailOutbox, persons } from '../db/schema/index.ts';
import { outboxRow } from '../mail/outbox.ts';
import { storeOf } from '../notifications/parties.ts';
import { recordCommission } from './desk/commissions.ts';
import { insertStatusEvent, type LockedRequest, lockRequest, type RequestRef } from './queries.ts';
import { statusMail } from './status-mail.ts';

/** Who asks for a change: a banker or a customer (checked against the request), or a partner. */
export type Actor = { author: 'banker' | 'customer'; userId: number } | { author: 'institution' };

export interface Change {
  ref: RequestRef;
  status: RequestStatus;
  note: string | null;
}

/** A banker changes only their store's requests, a customer only their own; a partner any request. */
function assertMayChange(actor: Actor, request: LockedRequest): void {
  if (actor.author === 'banker' && request.bankerId !== actor.userId) throw forbidden();
  if (actor.author === 'customer' && request.customerId !== actor.userId) throw forbidden();
}

/**
 * Applies a change in the caller's transaction: locks the request, checks the caller and the
 * transition, appends the status and writes the customer's mail (unless they turned it off) in
 * the same transaction, so nothing is announced that was not stored. The new event's id.
 */
export async function applyChange(
  tx: DbWriter,
  origin: string,
  actor: Actor,
  change: Change,
): Promise<number> {
  const request = await lockRequest(tx, change.ref);
  if (!request) throw notFound(REQUEST_STATUS_MESSAGES.notFound);
  assertMayChange(actor, request);
  const author: RequestAuthor = actor.author;
  if (!canChangeStatus(author, request.status, change.status))
    throw badRequest(REQUEST_STATUS_MESSAGES.notAllowed);
  const eventId = await insertStatusEvent(tx, change.ref, change.status, author, change.note || null);
  await recordCommission(tx, change.ref, change.status, new Date());
  await mailCustomer(tx, origin, request, change);
  return eventId;
}

async function mailCustomer(
  tx: DbWriter,
  origin: string,
  request: LockedRequest,
  change: Change,
): Promise<void> {
  if (request.customerId === null) return;
  const [customer] = await tx
    .select({
      fullName: persons.fullName,
      email: persons.email,
      statusMail: sql<boolean>`coalesce(${customerMailSettings.statusMail}, true)`,
    })
    .from(persons)
    .leftJoin(customerMailSettings, eq(customerMailSettings.personId, persons.id))
    .where(eq(persons.id, request.customerId))
    .limit(1);
  const store = await storeOf(tx, request.bankerId);
  if (!customer?.statusMail || !store) return;
  const message = statusMail({
    customer,
    product: request.product,
    status: change.status,
    note: change.note || null,
    slug: store.slug,
    companyName: store.companyName,
    origin,
  });
  await tx.insert(mailOutbox).values(outboxRow(message));
}
