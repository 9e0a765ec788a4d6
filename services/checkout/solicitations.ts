import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  type InvitationRow,
  ORDER_MESSAGES,
  SOLICITATION_MESSAGES,
  solicitationAuthorizeSchema,
  solicitationByProductQuerySchema,
  solicitationConfirmSchema,
  solicitationInviteSchema,
  solicitationReportSchema,
  solicitationRequestSchema,
  solicitationReviewSchema,
  withoutBlankFields,
} from '../../src/api/checkout.ts';
import { CONSENT_ACTIONS } from '../../src/api/privacy.ts';
import {
  type AppEnv,
  type AuthUser,
  assertBanker,
  badRequest,
  currentUser,
  type Deps,
  forbidden,
  notFound,
  optionalUser,
  parseOrThrow,
  requireUser,
  unauthorized,
} from '../context.ts';
import { persons, products, solicitations } from '../db/schema/index.ts';
import type { DbWriter } from '../privacy/audit.ts';
import { setAuthorization } from '../privacy/authorization.ts';
import { type ConsentScope, consentScopeFor, recordConsent } from '../privacy/consent.ts';
import { inviteMail } from './invite-mail.ts';
import { findBanker, findProduct } from './order-context.ts';
import { readJson } from './read-json.ts';
import {
  bankerMayRead,
  belongsToCustomer,
  findById,
  findForCustomer,
  formData,
  STEP_DESCRIPTIONS,
  toAnswer,
  toBankerAnswer,
} from './solicitation-store.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const notFoundSolicitation = () => notFound(SOLICITATION_MESSAGES.notFound);

/** The `lgpd: true` of a solicitation's data, recorded with the data itself. */
function recordSolicitationConsent(
  tx: DbWriter,
  scope: ConsentScope,
  user: AuthUser,
  row: { id: string; productId: number },
  requestId: string | undefined,
) {
  const subject = { id: user.id, email: user.email, cpf: null };
  const details = { solicitation: row.id, product: row.productId, lgpd: true };
  return recordConsent(tx, scope, subject, CONSENT_ACTIONS.solicitation, details, requestId);
}

/** Solicitation handler and its invite endpoints (spec §4.8, §4.9, §7). */
export function solicitationRoutes(deps: Deps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  const storeLink = (slug: string | null, route: string, query: Record<string, string>) =>
    `${config.publicOrigin}/pb/${slug ?? ''}/${route}/?${new URLSearchParams(query)}`;

  // Errors of the handler calls go to the error log with the request id (spec §7).
  app.use('/solicitation/handler/*', async (c, next) => {
    await next();
    if (c.res.status >= 400) {
      const body = await c.res
        .clone()
        .text()
        .catch(() => '');
      console.error(
        `[solicitation] ${c.get('requestId')} ${c.req.method} ${c.req.path} ${c.res.status} ${body.slice(0, 300)}`,
      );
    }
  });

  // The banker's invitations with their states; the customer's data only while he is authorised (§6).
  app.get('/solicitation/handler/invite', requireUser(deps), async (c) => {
    const user = currentUser(c);
    assertBanker(user);
    const rows = await db
      .select({ row: solicitations, productTitle: products.title })
      .from(solicitations)
      .innerJoin(products, eq(products.id, solicitations.productId))
      .where(and(eq(solicitations.bankerId, user.id), sql`${solicitations.inviteCustomerEmail} is not null`))
      .orderBy(desc(solicitations.createdAt))
      .limit(200);
    const answer: InvitationRow[] = await Promise.all(
      rows.map(async ({ row, productTitle }) => ({
        id: row.id,
        product: row.productId,
        product_title: productTitle,
        invite_customer_email: row.inviteCustomerEmail,
        state: { step: row.step, description: row.description },
        opened: row.openedAt !== null,
        authorized: row.customerId === null ? null : await bankerMayRead(db, row),
        solicitation: row.customerId !== null && (await bankerMayRead(db, row)) ? row.data : null,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      })),
    );
    return c.json(answer);
  });

  // GET by product id (the user's own) or by solicitation id (e-mail lookup of an invite link).
  app.get('/solicitation/handler/:key', optionalUser(deps), async (c) => {
    const key = c.req.param('key');
    if (UUID.test(key)) {
      const row = await findById(db, key);
      if (!row) throw notFoundSolicitation();
      if (row.openedAt === null) {
        await db
          .update(solicitations)
          .set({ openedAt: new Date() })
          .where(and(eq(solicitations.id, row.id), isNull(solicitations.openedAt)));
      }
      return c.json({
        id: row.id,
        product: row.productId,
        personal_banker: row.bankerId,
        invite_customer_email: row.inviteCustomerEmail,
        state: { step: row.step, description: row.description },
      });
    }
    if (!/^\d{1,9}$/.test(key)) throw notFoundSolicitation();
    const user = c.get('user');
    if (!user) throw unauthorized();
    const query = parseOrThrow(solicitationByProductQuerySchema, c.req.query());
    const row = await findForCustomer(db, user, Number(key), query.personal_banker);
    if (!row) throw notFoundSolicitation();
    return c.json(toAnswer(row));
  });

  app.post('/solicitation/handler', requireUser(deps), async (c) => {
    const user = currentUser(c);
    const body = parseOrThrow(solicitationRequestSchema, withoutBlankFields(await readJson(c)));
    if (body.customer !== user.id) throw forbidden(ORDER_MESSAGES.notYourOrder);
    const [product, banker] = await Promise.all([
      findProduct(db, body.product),
      findBanker(db, body.personal_banker),
    ]);
    if (!product) throw notFound(ORDER_MESSAGES.productNotFound);
    if (!banker) throw notFound(ORDER_MESSAGES.bankerNotFound);
    const scope = await consentScopeFor(db, banker.id);
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(solicitations)
        .values({
          productId: product.id,
          customerId: user.id,
          bankerId: banker.id,
          step: 'created',
          description: STEP_DESCRIPTIONS.created,
          data: formData(body),
        })
        .onConflictDoNothing()
        .returning();
      if (created) await recordSolicitationConsent(tx, scope, user, created, c.get('requestId'));
      return created;
    });
    if (!row) throw badRequest(SOLICITATION_MESSAGES.exists);
    return c.json(toAnswer(row), 201);
  });

  app.put('/solicitation/handler', requireUser(deps), async (c) => {
    const user = currentUser(c);
    const body = parseOrThrow(solicitationRequestSchema, withoutBlankFields(await readJson(c)));
    if (body.customer !== user.id) throw forbidden(ORDER_MESSAGES.notYourOrder);
    const row = await findForCustomer(db, user, body.product, body.personal_banker);
    if (!row) throw notFoundSolicitation();
    if (row.step === 'confirmed') throw badRequest(SOLICITATION_MESSAGES.alreadyDone);
    const scope = await consentScopeFor(db, row.bankerId);
    const updated = await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(solicitations)
        .set({
          data: sql`${solicitations.data} || ${JSON.stringify(formData(body))}::jsonb`,
          updatedAt: new Date(),
        })
        .where(and(eq(solicitations.id, row.id), ne(solicitations.step, 'confirmed')))
        .returning();
      if (changed) await recordSolicitationConsent(tx, scope, user, changed, c.get('requestId'));
      return changed;
    });
    if (!updated) throw badRequest(SOLICITATION_MESSAGES.alreadyDone);
    return c.json(toAnswer(updated));
  });

  // The banker invites a customer's e-mail to a product's solicitation.
  app.put('/solicitation/handler/invite', requireUser(deps), async (c) => {
    const user = currentUser(c);
    assertBanker(user);
    const body = parseOrThrow(solicitationInviteSchema, await readJson(c));
    const [product, banker] = await Promise.all([findProduct(db, body.product), findBanker(db, user.id)]);
    if (!product) throw notFound(ORDER_MESSAGES.productNotFound);
    if (!banker) throw notFound(ORDER_MESSAGES.bankerNotFound);
    const email = body.invite_customer_email;
    const existing = await db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, email))
      .limit(1);
    const customerId = existing[0]?.id ?? null;
    // The review variant: the banker filled in the form and the customer confirms it by link.
    const token = body.review ? randomBytes(24).toString('base64url') : undefined;
    const step = token ? 'review' : 'invited';
    const inserted = await db
      .insert(solicitations)
      .values({
        productId: product.id,
        customerId,
        bankerId: banker.id,
        step,
        description: STEP_DESCRIPTIONS[step],
        data: formData(body),
        inviteCustomerEmail: email,
        confirmTokenHash: token ? sha256(token) : null,
      })
      .onConflictDoNothing()
      .returning();
    const row = inserted[0];
    if (!row) throw badRequest(SOLICITATION_MESSAGES.exists);
    await deps.mail.enqueue(
      inviteMail({
        link: (route, query) => storeLink(banker.slug, route, query),
        to: email,
        solicitationId: row.id,
        bankerName: banker.fullName,
        productTitle: product.title,
        userExists: customerId !== null,
        confirmToken: token,
      }),
    );
    return c.json(await toBankerAnswer(db, row), 201);
  });

  // The banker filled in the data and sends it to the customer to review and confirm.
  app.put('/solicitation/handler/invite/review', requireUser(deps), async (c) => {
    const user = currentUser(c);
    assertBanker(user);
    const body = parseOrThrow(solicitationReviewSchema, await readJson(c));
    const row = await findById(db, body.solicitation);
    if (!row) throw notFoundSolicitation();
    if (row.bankerId !== user.id) throw forbidden();
    if (row.step === 'confirmed') throw badRequest(SOLICITATION_MESSAGES.alreadyDone);
    const token = randomBytes(24).toString('base64url');
    const [updated] = await db
      .update(solicitations)
      .set({
        step: 'review',
        description: STEP_DESCRIPTIONS.review,
        data: sql`${solicitations.data} || ${JSON.stringify(formData(body))}::jsonb`,
        confirmTokenHash: sha256(token),
        updatedAt: new Date(),
      })
      .where(and(eq(solicitations.id, row.id), ne(solicitations.step, 'confirmed')))
      .returning();
    if (!updated) throw badRequest(SOLICITATION_MESSAGES.alreadyDone);
    const [banker, product] = await Promise.all([findBanker(db, user.id), findProduct(db, row.productId)]);
    const to = updated.inviteCustomerEmail;
    if (to) {
      await deps.mail.enqueue(
        inviteMail({
          link: (route, query) => storeLink(banker?.slug ?? null, route, query),
          to,
          solicitationId: row.id,
          bankerName: banker?.fullName ?? 'Seu Personal Banker',
          productTitle: product?.title ?? 'produto',
          userExists: updated.customerId !== null,
          confirmToken: token,
        }),
      );
    }
    return c.json(await toBankerAnswer(db, updated));
  });

  // The customer reports that the data the banker filled in is wrong (link from the e-mail).
  app.post('/solicitation/handler/invite/report', async (c) => {
    const body = parseOrThrow(solicitationReportSchema, await readJson(c));
    const row = await findById(db, body.solicitation);
    if (!row) throw notFoundSolicitation();
    const [updated] = await db
      .update(solicitations)
      .set({
        step: 'reported',
        description: STEP_DESCRIPTIONS.reported,
        confirmTokenHash: null,
        updatedAt: new Date(),
      })
      .where(and(eq(solicitations.id, row.id), ne(solicitations.step, 'confirmed')))
      .returning();
    if (!updated) throw badRequest(SOLICITATION_MESSAGES.alreadyDone);
    const banker = await findBanker(db, row.bankerId);
    if (banker) {
      await deps.mail.enqueue({
        to: banker.email,
        subject: 'Um cliente reportou um erro na solicitação',
        text: `O cliente ${row.inviteCustomerEmail ?? ''} reportou um erro nos dados da solicitação ${row.id}. Entre em contato para corrigir.\n`,
      });
    }
    return c.json({ id: updated.id, state: { step: updated.step, description: updated.description } });
  });

  // The customer confirms with the token of the e-mail link; a second confirmation is refused.
  app.post('/solicitation/handler/invite/confirm', async (c) => {
    const body = parseOrThrow(solicitationConfirmSchema, await readJson(c));
    const row = await findById(db, body.solicitation);
    if (!row) throw notFoundSolicitation();
    if (row.step === 'confirmed') throw badRequest(SOLICITATION_MESSAGES.alreadyDone);
    const scope = await consentScopeFor(db, row.bankerId);
    const updated = await db.transaction(async (tx) => {
      const [confirmed] = await tx
        .update(solicitations)
        .set({
          step: 'confirmed',
          description: STEP_DESCRIPTIONS.confirmed,
          confirmTokenHash: null,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(solicitations.id, row.id),
            ne(solicitations.step, 'confirmed'),
            eq(solicitations.confirmTokenHash, sha256(body.token)),
          ),
        )
        .returning();
      // The customer's confirmation (proven by the mailed token) is their consent to the data sent.
      if (confirmed?.customerId)
        await recordConsent(
          tx,
          scope,
          { id: confirmed.customerId, email: confirmed.inviteCustomerEmail, cpf: null },
          CONSENT_ACTIONS.solicitation,
          { solicitation: confirmed.id, product: confirmed.productId, lgpd: true, confirmed: true },
          c.get('requestId'),
        );
      return confirmed;
    });
    if (!updated) {
      const again = await findById(db, row.id);
      if (again?.step === 'confirmed') throw badRequest(SOLICITATION_MESSAGES.alreadyDone);
      throw forbidden(SOLICITATION_MESSAGES.badToken);
    }
    return c.json({ id: updated.id, state: { step: updated.step, description: updated.description } });
  });

  // The customer lets the banker fill in their requests, or not (and optionally for one solicitation).
  app.post('/solicitation/handler/invite/authorize', requireUser(deps), async (c) => {
    const user = currentUser(c);
    const body = parseOrThrow(solicitationAuthorizeSchema, await readJson(c));
    const banker = await findBanker(db, body.personal_banker);
    if (!banker) throw notFound(ORDER_MESSAGES.bankerNotFound);
    const row = body.solicitation ? await findById(db, body.solicitation) : null;
    if (body.solicitation) {
      if (!row) throw notFoundSolicitation();
      if (!belongsToCustomer(row, user) || row.bankerId !== banker.id) throw forbidden();
    }
    const step = body.authorized ? 'authorized' : 'not_authorized';
    await setAuthorization(db, { id: user.id, email: user.email, cpf: null }, banker.id, body.authorized, {
      requestId: c.get('requestId'),
      details: row ? { solicitation: row.id, product: row.productId } : {},
      alongside: async (tx) => {
        if (!row) return;
        await tx
          .update(solicitations)
          .set({
            authorized: body.authorized,
            step,
            description: STEP_DESCRIPTIONS[step],
            updatedAt: new Date(),
          })
          .where(and(eq(solicitations.id, row.id), ne(solicitations.step, 'confirmed')));
      },
    });
    return c.json({ personal_banker: { id: banker.id }, authorized: body.authorized });
  });

  return app;
}
