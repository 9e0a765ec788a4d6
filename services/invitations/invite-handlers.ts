import { createHash, randomBytes } from 'node:crypto';
import {
  type checkoutEndpoints,
  type InvitationRow,
  ORDER_MESSAGES,
  SOLICITATION_MESSAGES,
} from '../../src/contract/checkout.ts';
import { pathFor } from '../../src/core/routes/route-table.ts';

import { badRequest, type Deps, forbidden, notFound } from '../context.ts';
import { findBanker } from '../db/bankers.ts';
import type { Db } from '../db/index.ts';
import { findProduct } from '../db/products.ts';
import type { Handlers } from '../mount.ts';
import { notFoundSolicitation } from './customer-handlers.ts';
import { admitInviteMail } from './invite-limits.ts';
import { inviteMail } from './invite-mail.ts';
import { insertSolicitation, invitationsOf, personIdByEmail, sendToReview } from './queries.ts';
import {
  bankerMayRead,
  findById,
  formData,
  STEP_DESCRIPTIONS,
  toBankerAnswer,
} from './solicitation-store.ts';

export const INVITE_ENDPOINTS = [
  'solicitationInvitations',
  'solicitationInvite',
  'solicitationReview',
] as const;
type InviteHandlers = Pick<Handlers<typeof checkoutEndpoints>, (typeof INVITE_ENDPOINTS)[number]>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');

/** The banker's invitations with their states; the customer's data only while he is authorised (docs/accounts.md#roles-and-permissions). */
async function invitationList(db: Db, bankerId: number): Promise<InvitationRow[]> {
  const rows = await invitationsOf(db, bankerId);
  const answer: InvitationRow[] = await Promise.all(
    rows.map(async ({ row, productTitle }) => {
      const mayRead = row.customerId !== null && (await bankerMayRead(db, row));
      return {
        id: row.id,
        product: row.productId,
        product_title: productTitle,
        invite_customer_email: row.inviteCustomerEmail,
        state: { step: row.step, description: row.description },
        opened: row.openedAt !== null,
        authorized: row.customerId === null ? null : mayRead,
        solicitation: mayRead ? row.data : null,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
    }),
  );
  return answer;
}

type InviteRequest = Parameters<InviteHandlers['solicitationInvite']>[0];
type ReviewRequest = Parameters<InviteHandlers['solicitationReview']>[0];

/** A link to a page of the banker's store, as the invitation e-mail carries it (docs/invitations.md#invitation-and-authorization: with a trailing slash). */
function storeLink(
  deps: Deps,
  slug: string | null,
  route: 'invite' | 'confirm' | 'report',
  query: Record<string, string>,
): string {
  return `${deps.config.publicOrigin}${pathFor(route, { pb: slug ?? '' })}/?${new URLSearchParams(query)}`;
}

/** The banker invites a customer's e-mail to a product's solicitation. */
async function inviteCustomer(deps: Deps, { body, user }: InviteRequest) {
  const { db } = deps;
  const [product, banker] = await Promise.all([findProduct(db, body.product), findBanker(db, user.id)]);
  if (!product) throw notFound(ORDER_MESSAGES.productNotFound);
  if (!banker) throw notFound(ORDER_MESSAGES.bankerNotFound);
  const email = body.invite_customer_email;
  await admitInviteMail(db, banker.id, email);
  // Only the mail says whether the address has an account: the banker's answer never does, and the
  // invitation waits unclaimed for the address's verified owner (or the holder of the mailed link).
  const userExists = (await personIdByEmail(db, email)) !== null;
  // The review variant: the banker filled in the form and the customer confirms it by link.
  const token = body.review ? newToken() : undefined;
  const step = token ? 'review' : 'invited';
  const row = await insertSolicitation(db, {
    productId: product.id,
    customerId: null,
    bankerId: banker.id,
    step,
    description: STEP_DESCRIPTIONS[step],
    data: formData(body),
    inviteCustomerEmail: email,
    confirmTokenHash: token ? sha256(token) : null,
  });
  if (!row) throw badRequest(SOLICITATION_MESSAGES.exists);
  await deps.mail.enqueue(
    inviteMail({
      link: (route, query) => storeLink(deps, banker.slug, route, query),
      to: email,
      solicitationId: row.id,
      bankerName: banker.fullName,
      productTitle: product.title,
      userExists,
      confirmToken: token,
    }),
  );
  return toBankerAnswer(db, row);
}

/** The banker filled in the data and sends it to the customer to review and confirm. */
async function sendToCustomerReview(deps: Deps, { body, user }: ReviewRequest) {
  const { db } = deps;
  const row = await findById(db, body.solicitation);
  if (!row) throw notFoundSolicitation();
  if (row.bankerId !== user.id) throw forbidden();
  if (row.step === 'confirmed') throw badRequest(SOLICITATION_MESSAGES.alreadyDone);
  if (row.inviteCustomerEmail) await admitInviteMail(db, user.id, row.inviteCustomerEmail);
  const token = newToken();
  const updated = await sendToReview(db, row.id, formData(body), sha256(token));
  if (!updated) throw badRequest(SOLICITATION_MESSAGES.alreadyDone);
  const [banker, product] = await Promise.all([findBanker(db, user.id), findProduct(db, row.productId)]);
  const to = updated.inviteCustomerEmail;
  if (to) {
    await deps.mail.enqueue(
      inviteMail({
        link: (route, query) => storeLink(deps, banker?.slug ?? null, route, query),
        to,
        solicitationId: row.id,
        bankerName: banker?.fullName ?? 'Seu Personal Banker',
        productTitle: product?.title ?? 'produto',
        userExists: updated.customerId !== null || (await personIdByEmail(db, to)) !== null,
        confirmToken: token,
      }),
    );
  }
  return toBankerAnswer(db, updated);
}

/** The banker's invitations: list, invite, send to review (docs/invitations.md#solicitation). */
export function inviteHandlers(deps: Deps): InviteHandlers {
  return {
    solicitationInvitations: ({ user }) => invitationList(deps.db, user.id),
    solicitationInvite: (request) => inviteCustomer(deps, request),
    solicitationReview: (request) => sendToCustomerReview(deps, request),
  };
}
