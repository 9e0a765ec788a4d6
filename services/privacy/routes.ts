import { Hono } from 'hono';
import { privacyEndpoints as E } from '../../src/api/privacy.ts';
import type { AppEnv, Deps } from '../context.ts';
import { forbidden, optionalUser, validate } from '../context.ts';
import { appendAudit, DEFAULT_TOS_VERSION } from './audit.ts';

/** Privacy audit (spec §7): POST appends a record; there is no call that changes or deletes one. */
export function privacyRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/', optionalUser(deps), validate('json', E.record.body), async (c) => {
    const body = c.req.valid('json');
    const user = c.get('user');
    const claimed = body.metadata.user.id ?? null;
    // A logged user records only for themselves; the id is filled in from the token.
    if (user && claimed !== null && claimed !== user.id) throw forbidden();
    const tosVersion = body.metadata.tos_version || DEFAULT_TOS_VERSION;
    const id = await appendAudit(deps.db, {
      source: body.source,
      metadata: {
        ...body.metadata,
        user: {
          ...body.metadata.user,
          id: user?.id ?? claimed,
          email: body.metadata.user.email ?? user?.email ?? null,
        },
        tos_version: tosVersion,
      },
      requestId: c.get('requestId'),
    });
    return c.json({ id, tos_version: tosVersion }, 201);
  });
  return app;
}
