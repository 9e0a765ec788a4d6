import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { SERVER_MSG } from '../../src/api/common.ts';
import { CONSENT_ACTIONS, CONSENT_MESSAGES, privacyEndpoints as E } from '../../src/api/privacy.ts';
import { findPersonByEmail } from '../auth/users.ts';
import type { AppEnv, Deps } from '../context.ts';
import {
  currentUser,
  forbidden,
  notFound,
  optionalUser,
  requireUser,
  unauthorized,
  validate,
} from '../context.ts';
import type { Db } from '../db/index.ts';
import { documents, persons } from '../db/schema/index.ts';
import { appendAudit, DEFAULT_TOS_VERSION } from './audit.ts';
import { type ConsentSubject, consentOnRecord, consentScopeFor, recordConsent } from './consent.ts';
import { exportMyData, myPrivacy } from './my-data.ts';

async function bankerIdOf(db: Db, pb: string): Promise<number> {
  const rows = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.slug, pb), eq(persons.personType, 0)))
    .limit(1);
  const id = rows[0]?.id;
  if (!id) throw notFound(SERVER_MSG.bankerNotFound);
  return id;
}

/** The logged user as the subject of a record: identity from the account, never from the body. */
async function subjectOf(db: Db, user: { id: number; email: string }): Promise<ConsentSubject> {
  const cpf = await db
    .select({ value: documents.value })
    .from(documents)
    .where(and(eq(documents.personId, user.id), eq(documents.type, 'CPF')))
    .limit(1);
  return { id: user.id, email: user.email, cpf: cpf[0]?.value ?? null };
}

/**
 * Privacy audit (spec §7) and the data subject's own page (LGPD art. 18). Records are only
 * appended: there is no call that changes or deletes one, and the table refuses it too.
 */
export function privacyRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  app.post('/', optionalUser(deps), validate('json', E.record.body), async (c) => {
    const body = c.req.valid('json');
    const user = c.get('user');
    const claimed = body.metadata.user;
    const tosVersion = body.metadata.tos_version || DEFAULT_TOS_VERSION;
    // A record about a person needs that person's token; an anonymous one names nobody.
    if (!user && (claimed.id != null || claimed.email || claimed.cpf))
      throw unauthorized(CONSENT_MESSAGES.anonymousUser);
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
    return c.json({ id, tos_version: tosVersion }, 201);
  });

  app.get('/consent/:pb', auth, validate('param', E.consentStatus.params), async (c) => {
    const user = currentUser(c);
    const scope = await consentScopeFor(db, await bankerIdOf(db, c.req.valid('param').pb));
    const onRecord = await consentOnRecord(db, user.id, scope);
    return c.json({
      source: scope.source,
      tos_version: scope.tosVersion,
      terms_accepted: onRecord.terms,
      data_sharing_accepted: onRecord.dataSharing,
    });
  });

  app.get('/me', auth, async (c) => c.json(await myPrivacy(db, currentUser(c).id)));

  app.get('/me/export', auth, async (c) => {
    const user = currentUser(c);
    const data = await exportMyData(db, user.id, new Date());
    if (!data) throw notFound(SERVER_MSG.userNotFound);
    const scope = await consentScopeFor(db, null);
    await recordConsent(
      db,
      scope,
      await subjectOf(db, user),
      CONSENT_ACTIONS.exportData,
      {},
      c.get('requestId'),
    );
    c.header('Content-Disposition', `attachment; filename="meus-dados-${user.id}.json"`);
    c.header('Cache-Control', 'no-store');
    return c.json(data);
  });

  app.post('/me/deletion', auth, validate('json', E.deletionRequest.body), async (c) => {
    const user = currentUser(c);
    const { pb } = c.req.valid('json');
    const scope = await consentScopeFor(db, pb ? await bankerIdOf(db, pb) : null);
    await recordConsent(
      db,
      scope,
      await subjectOf(db, user),
      CONSENT_ACTIONS.requestDeletion,
      {},
      c.get('requestId'),
    );
    return c.json({ detail: CONSENT_MESSAGES.deletionRequested }, 201);
  });

  return app;
}
