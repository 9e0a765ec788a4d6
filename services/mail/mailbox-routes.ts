import { and, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, Deps } from '../context.ts';
import { notFound, validate } from '../context.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { isLocalRequest } from '../http/client-address.ts';
import type { DevMailboxMemory } from './dev-mailbox.ts';
import { renderSecret } from './outbox.ts';

const Query = v.object({
  to: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase())),
  limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100)), '20'),
});

/**
 * Development mailbox, mounted only when `config.devMailbox` is on: `GET /api/dev/mailbox?to=<e-mail>`
 * lists the messages delivered locally or by SMTP, newest first: `[{id, to, subject, text, created_at}]`.
 * It answers requests made on this machine only (404 to anyone else); codes show while this
 * process remembers them, masked after a restart.
 */
export function mailboxRoutes(
  deps: Deps,
  flush: () => Promise<void>,
  memory: DevMailboxMemory,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/mailbox', async (c, next) => {
    if (!isLocalRequest(c, deps.config)) throw notFound();
    await next();
  });
  app.get('/mailbox', validate('query', Query), async (c) => {
    await flush();
    const { to, limit } = c.req.valid('query');
    const delivered = inArray(mailOutbox.status, ['stored', 'sent']);
    const rows = await deps.db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        created_at: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(to ? and(delivered, eq(mailOutbox.to, to)) : delivered)
      .orderBy(desc(mailOutbox.id))
      .limit(limit);
    return c.json(
      rows.map((row) => {
        const secret = memory.secretOf(row.id);
        return {
          ...row,
          subject: renderSecret(row.subject, secret),
          text: renderSecret(row.text, secret),
          html: row.html === null ? null : renderSecret(row.html, secret),
        };
      }),
    );
  });
  return app;
}
