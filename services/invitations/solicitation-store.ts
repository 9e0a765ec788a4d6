import { and, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { SolicitationAnswer } from '../../src/contract/checkout.ts';
import type { Db } from '../db/index.ts';
import { authorizationInfo, persons, type SolicitationStep, solicitations } from '../db/schema/index.ts';

export type SolicitationRow = typeof solicitations.$inferSelect;

/** pt-BR description of each step, shown as `state.description`. */
export const STEP_DESCRIPTIONS: Record<SolicitationStep, string> = {
  created: 'Solicitação criada.',
  invited: 'Convite enviado ao cliente.',
  review: 'Aguardando a revisão do cliente.',
  reported: 'O cliente reportou um erro nos dados.',
  confirmed: 'Solicitação confirmada pelo cliente.',
  authorized: 'O cliente autorizou o preenchimento pelo Personal Banker.',
  not_authorized: 'O cliente preferiu preencher os dados.',
};

/** Client-only fields removed before storing (docs/invitations.md#solicitation). */
const CLIENT_ONLY = new Set(['gender', 'occupation_type', 'collateral']);
/** Fields of the call itself, kept in columns of their own or not at all. */
const ENVELOPE = new Set([
  'customer',
  'personal_banker',
  'product',
  'solicitation',
  'id',
  'invite_customer_email',
  'review',
]);

/** Form fields of a request body, without the envelope and the client-only fields. */
export function formData(body: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!ENVELOPE.has(key) && !CLIENT_ONLY.has(key)) data[key] = value;
  }
  return data;
}

export function toAnswer(row: SolicitationRow): SolicitationAnswer {
  return {
    id: row.id,
    state: { step: row.step, description: row.description },
    product: row.productId,
    customer: row.customerId,
    personal_banker: row.bankerId,
    he_order: row.heOrderId,
    he_order_pj: row.heOrderPjId,
    real_estate_order: row.realEstateOrderId,
    solicitation: row.data,
    invite_customer_email: row.inviteCustomerEmail,
    authorized: row.authorized,
  };
}

export async function findById(db: Db, id: string): Promise<SolicitationRow | null> {
  const rows = await db.select().from(solicitations).where(eq(solicitations.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Whether the user proved their current e-mail with a code (`persons.email_verified_at`): creating
 * an account for an address proves nothing, so data addressed to the address waits for this.
 */
export async function emailVerified(db: Db, user: { id: number }): Promise<boolean> {
  const rows = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.id, user.id), isNotNull(persons.emailVerifiedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Gives an unclaimed invitation to the user (null when someone claimed it meanwhile). */
export async function claimInvitation(db: Db, id: string, userId: number): Promise<SolicitationRow | null> {
  const claimed = await db
    .update(solicitations)
    .set({ customerId: userId, updatedAt: new Date() })
    .where(and(eq(solicitations.id, id), isNull(solicitations.customerId)))
    .returning()
    .catch(() => []);
  return claimed[0] ?? null;
}

/**
 * The user's solicitation of a product with one banker: their own, or one that banker invited
 * their e-mail to (claimed for them on first sight once the e-mail is verified). Without a banker, only the user's own latest
 * one: an invitation is never claimed for a banker the customer did not come through.
 */
export async function findForCustomer(
  db: Db,
  user: { id: number; email: string },
  productId: number,
  bankerId?: number,
): Promise<SolicitationRow | null> {
  if (bankerId === undefined) {
    const own = await db
      .select()
      .from(solicitations)
      .where(and(eq(solicitations.productId, productId), eq(solicitations.customerId, user.id)))
      .orderBy(desc(solicitations.updatedAt))
      .limit(1);
    return own[0] ?? null;
  }
  const rows = await db
    .select()
    .from(solicitations)
    .where(
      and(
        eq(solicitations.productId, productId),
        eq(solicitations.bankerId, bankerId),
        or(
          eq(solicitations.customerId, user.id),
          and(isNull(solicitations.customerId), eq(solicitations.inviteCustomerEmail, user.email)),
        ),
      ),
    )
    .orderBy(solicitations.createdAt);
  const own = rows.find((row) => row.customerId === user.id);
  if (own) return own;
  const invited = rows[0];
  if (!invited || !(await emailVerified(db, user))) return null;
  return (await claimInvitation(db, invited.id, user.id)) ?? (await findById(db, invited.id));
}

/**
 * Whether the banker may read the customer's data in a solicitation (docs/invitations.md#invitation-and-authorization, docs/accounts.md#roles-and-permissions): only while
 * the customer authorises him. Before anyone claims an invitation, its data is the banker's own.
 */
export async function bankerMayRead(db: Db, row: SolicitationRow): Promise<boolean> {
  if (row.customerId === null) return true;
  const [info] = await db
    .select({ authorized: authorizationInfo.authorized })
    .from(authorizationInfo)
    .where(and(eq(authorizationInfo.personId, row.customerId), eq(authorizationInfo.bankerId, row.bankerId)))
    .limit(1);
  return info?.authorized === true;
}

/** A solicitation as its banker sees it: the form data only while he may read it. */
export async function toBankerAnswer(db: Db, row: SolicitationRow): Promise<SolicitationAnswer> {
  const answer = toAnswer(row);
  return (await bankerMayRead(db, row)) ? answer : { ...answer, solicitation: {} };
}

/** True when the e-mail the unclaimed solicitation was sent to is the user's. */
export function invitedAddressOf(row: SolicitationRow, user: { email: string }): boolean {
  return row.customerId === null && row.inviteCustomerEmail === user.email;
}

/** True when the user is the customer of the solicitation (or the verified owner of the e-mail it was sent to). */
export async function belongsToCustomer(
  db: Db,
  row: SolicitationRow,
  user: { id: number; email: string },
): Promise<boolean> {
  return row.customerId === user.id || (invitedAddressOf(row, user) && (await emailVerified(db, user)));
}
