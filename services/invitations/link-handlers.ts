import { createHash } from 'node:crypto';
import { type checkoutEndpoints, SOLICITATION_MESSAGES } from '../../src/contract/checkout.ts';
import { badRequest, type Deps, forbidden } from '../context.ts';
import { findProduct, type OrderedProduct } from '../db/products.ts';
import type { Handlers } from '../mount.ts';
import { givenValues } from '../notifications/field-values.ts';
import { notifyInTransaction } from '../notifications/notify.ts';
import { consentScopeFor } from '../privacy/consent.ts';
import { recordSolicitationConsent } from './consent.ts';
import { notFoundSolicitation } from './customer-handlers.ts';
import { reportOnce, setStep } from './queries.ts';
import { findById, type SolicitationRow } from './solicitation-store.ts';

export const LINK_ENDPOINTS = ['solicitationReport', 'solicitationConfirm'] as const;
type LinkHandlers = Pick<Handlers<typeof checkoutEndpoints>, (typeof LINK_ENDPOINTS)[number]>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Whom a notice of an invitation's answer concerns: the solicitation, its banker, its customer (their account, or
 * the invited address while they have none) and the product's title.
 */
function inviteParties(row: SolicitationRow, product: OrderedProduct | null) {
  return {
    request: { kind: 'solicitation' as const, id: row.id },
    bankerId: row.bankerId,
    customer: row.customerId ?? { email: row.inviteCustomerEmail ?? '' },
    product: product?.title ?? null,
  };
}

/** The customer's answers from the link of an invitation e-mail (no login: the link is the proof). */
export function linkHandlers(deps: Deps): LinkHandlers {
  const { db } = deps;
  return {
    // The customer reports that the data the banker filled in is wrong (link from the e-mail).
    // Only an invitation has a report link, and only the first report mails the banker.
    async solicitationReport({ body }) {
      const row = await findById(db, body.solicitation);
      if (!row?.inviteCustomerEmail) throw notFoundSolicitation();
      if (row.step === 'confirmed') throw badRequest(SOLICITATION_MESSAGES.alreadyDone);
      const product = await findProduct(db, row.productId);
      const updated = await db.transaction(async (tx) => {
        const reported = await reportOnce(tx, row.id);
        // Only the first report tells the banker, in the transaction that records it.
        if (reported)
          await notifyInTransaction(tx, deps.config.publicOrigin, {
            kind: 'invite_reported',
            ...inviteParties(reported, product),
          });
        return reported;
      });
      if (!updated) {
        const now = await findById(db, row.id);
        if (now?.step !== 'reported') throw badRequest(SOLICITATION_MESSAGES.alreadyDone);
        return { id: now.id, state: { step: now.step, description: now.description } };
      }
      deps.mail.wake();
      return { id: updated.id, state: { step: updated.step, description: updated.description } };
    },

    // The customer confirms with the token of the e-mail link; a second confirmation is refused.
    async solicitationConfirm({ body, c }) {
      const row = await findById(db, body.solicitation);
      if (!row) throw notFoundSolicitation();
      if (row.step === 'confirmed') throw badRequest(SOLICITATION_MESSAGES.alreadyDone);
      const [scope, product] = await Promise.all([
        consentScopeFor(db, row.bankerId),
        findProduct(db, row.productId),
      ]);
      const updated = await db.transaction(async (tx) => {
        const confirmed = await setStep(tx, row.id, 'confirmed', { confirmTokenHash: sha256(body.token) });
        // The customer's confirmation (proven by the mailed token) is their consent to the data sent.
        if (confirmed?.customerId) {
          const customer = { id: confirmed.customerId, email: confirmed.inviteCustomerEmail };
          await recordSolicitationConsent(tx, scope, customer, confirmed, c.get('requestId'), {
            confirmed: true,
          });
        }
        if (confirmed)
          await notifyInTransaction(tx, deps.config.publicOrigin, {
            kind: 'invite_confirmed',
            ...inviteParties(confirmed, product),
            values: givenValues(confirmed.data),
            confirm: 'solicitation',
          });
        return confirmed;
      });
      deps.mail.wake();
      if (!updated) {
        const again = await findById(db, row.id);
        if (again?.step === 'confirmed') throw badRequest(SOLICITATION_MESSAGES.alreadyDone);
        throw forbidden(SOLICITATION_MESSAGES.badToken);
      }
      return { id: updated.id, state: { step: updated.step, description: updated.description } };
    },
  };
}
