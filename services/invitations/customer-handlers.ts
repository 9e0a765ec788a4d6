import {
  type checkoutEndpoints,
  ORDER_MESSAGES,
  SOLICITATION_MESSAGES,
} from '../../src/contract/checkout.ts';
import { type AuthUser, badRequest, type Deps, forbidden, notFound, unauthorized } from '../context.ts';
import { findBanker } from '../db/bankers.ts';
import { accountIdentity } from '../db/identity.ts';
import type { Db } from '../db/index.ts';
import { findProduct } from '../db/products.ts';
import type { Handlers } from '../mount.ts';
import { givenValues } from '../notifications/field-values.ts';
import { notifyInTransaction } from '../notifications/notify.ts';
import { setAuthorization } from '../privacy/authorization.ts';
import { consentScopeFor } from '../privacy/consent.ts';
import { recordSolicitationConsent } from './consent.ts';
import { insertSolicitation, markOpened, mergeFormData, setAuthorized } from './queries.ts';
import { assertScreenFields } from './screen-fields.ts';
import {
  claimInvitation,
  findById,
  findForCustomer,
  formData,
  invitedAddressOf,
  STEP_DESCRIPTIONS,
  toAnswer,
} from './solicitation-store.ts';

export const CUSTOMER_ENDPOINTS = [
  'solicitationByKey',
  'solicitationCreate',
  'solicitationUpdate',
  'solicitationAuthorize',
] as const;
type CustomerHandlers = Pick<Handlers<typeof checkoutEndpoints>, (typeof CUSTOMER_ENDPOINTS)[number]>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const notFoundSolicitation = () => notFound(SOLICITATION_MESSAGES.notFound);

/** The invite link's look-up by solicitation id (no token): marks the invitation opened. */
async function inviteLookup(db: Db, id: string) {
  const row = await findById(db, id);
  if (!row) throw notFoundSolicitation();
  if (row.openedAt === null) await markOpened(db, row.id);
  return {
    id: row.id,
    product: row.productId,
    personal_banker: row.bankerId,
    invite_customer_email: row.inviteCustomerEmail,
    state: { step: row.step, description: row.description },
  };
}

/** The form data of a customer's call; the CPF is the account's when it has one (docs/entities.md: from user documents). */
async function customerData(db: Db, user: AuthUser, body: Record<string, unknown>) {
  const cpf = (await accountIdentity(db, user))?.cpf;
  return cpf ? { ...formData(body), cpf } : formData(body);
}

type CreateBody = Parameters<CustomerHandlers['solicitationCreate']>[0]['body'];

/**
 * A new solicitation of the customer's, with its consent record and the banker's notification in
 * one transaction; 'Já existe uma solicitação deste produto.' when one exists.
 */
async function createSolicitation(deps: Deps, user: AuthUser, body: CreateBody, requestId: string) {
  const { db } = deps;
  const [product, banker] = await Promise.all([
    findProduct(db, body.product),
    findBanker(db, body.personal_banker),
  ]);
  if (!product) throw notFound(ORDER_MESSAGES.productNotFound);
  if (!banker) throw notFound(ORDER_MESSAGES.bankerNotFound);
  assertScreenFields(body, 'create');
  const [scope, data] = await Promise.all([consentScopeFor(db, banker.id), customerData(db, user, body)]);
  const row = await db.transaction(async (tx) => {
    const created = await insertSolicitation(tx, {
      productId: product.id,
      customerId: user.id,
      bankerId: banker.id,
      step: 'created',
      description: STEP_DESCRIPTIONS.created,
      data,
    });
    if (created) {
      await recordSolicitationConsent(tx, scope, user, created, requestId);
      await notifyInTransaction(tx, deps.config.publicOrigin, {
        kind: 'solicitation',
        bankerId: banker.id,
        customer: user.id,
        product: product.title,
        values: givenValues(data),
        confirm: 'solicitation',
        request: { kind: 'solicitation', id: created.id },
      });
    }
    return created;
  });
  if (!row) throw badRequest(SOLICITATION_MESSAGES.exists);
  return row;
}

/** The one solicitation an authorization names: the banker's, and the customer's (claimed when invited). */
async function solicitationToAuthorize(db: Db, id: string, bankerId: number, user: AuthUser) {
  let row = await findById(db, id);
  if (!row) throw notFoundSolicitation();
  if (row.bankerId !== bankerId) throw forbidden();
  // The invitation's id comes only with the mail sent to the address: holding it proves the address.
  if (invitedAddressOf(row, user)) row = (await claimInvitation(db, row.id, user.id)) ?? row;
  if (row.customerId !== user.id) throw forbidden();
  return row;
}

/** The customer's own solicitations, and the look-up of an invite link (docs/invitations.md#invitation-and-authorization, docs/invitations.md#solicitation). */
export function customerHandlers(deps: Deps): CustomerHandlers {
  const { db } = deps;
  return {
    // GET by product id (the user's own) or by solicitation id (e-mail lookup of an invite link).
    async solicitationByKey({ query, user, c }) {
      const key = c.req.param('key') ?? '';
      if (UUID.test(key)) return inviteLookup(db, key);
      if (!/^\d{1,9}$/.test(key)) throw notFoundSolicitation();
      if (!user) throw unauthorized();
      const row = await findForCustomer(db, user, Number(key), query.personal_banker);
      if (!row) throw notFoundSolicitation();
      return toAnswer(row);
    },

    async solicitationCreate({ body, user, c }) {
      if (body.customer !== user.id) throw forbidden(ORDER_MESSAGES.notYourOrder);
      const row = await createSolicitation(deps, user, body, c.get('requestId'));
      deps.mail.wake();
      return toAnswer(row);
    },

    async solicitationUpdate({ body, user, c }) {
      if (body.customer !== user.id) throw forbidden(ORDER_MESSAGES.notYourOrder);
      const row = await findForCustomer(db, user, body.product, body.personal_banker);
      if (!row) throw notFoundSolicitation();
      if (row.step === 'confirmed') throw badRequest(SOLICITATION_MESSAGES.alreadyDone);
      assertScreenFields(body, 'update');
      const [scope, data] = await Promise.all([
        consentScopeFor(db, row.bankerId),
        customerData(db, user, body),
      ]);
      const updated = await db.transaction(async (tx) => {
        const changed = await mergeFormData(tx, row.id, data);
        if (changed) await recordSolicitationConsent(tx, scope, user, changed, c.get('requestId'));
        return changed;
      });
      if (!updated) throw badRequest(SOLICITATION_MESSAGES.alreadyDone);
      return toAnswer(updated);
    },

    // The customer lets the banker fill in their requests, or not (and optionally for one solicitation).
    async solicitationAuthorize({ body, user, c }) {
      const banker = await findBanker(db, body.personal_banker);
      if (!banker) throw notFound(ORDER_MESSAGES.bankerNotFound);
      const row = body.solicitation
        ? await solicitationToAuthorize(db, body.solicitation, banker.id, user)
        : null;
      await setAuthorization(db, { id: user.id, email: user.email, cpf: null }, banker.id, body.authorized, {
        requestId: c.get('requestId'),
        details: row ? { solicitation: row.id, product: row.productId } : {},
        alongside: async (tx) => {
          if (row) await setAuthorized(tx, row.id, body.authorized);
        },
      });
      return { personal_banker: { id: banker.id }, authorized: body.authorized };
    },
  };
}
