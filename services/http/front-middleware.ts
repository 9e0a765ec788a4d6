import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv, Config } from '../context.ts';
import type { Log } from '../log/logger.ts';
import { clientAddress } from './client-address.ts';
import { MESSAGES } from './errors.ts';
import { inputGuard } from './input-guard.ts';
import { requestLog } from './request-log.ts';

/** Largest accepted request body. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** A request id a client may choose: a UUID (anything else could carry a value into the log and the audit records). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The client's `X-Request-Id` when it is a UUID, otherwise one made here. */
function keptOrNewId(c: Context<AppEnv>): string {
  const asked = c.req.header('X-Request-Id');
  return asked && UUID.test(asked) ? asked.toLowerCase() : crypto.randomUUID();
}

/**
 * What every request passes before its route: an id, its metrics and log line (`requestLog`, the
 * line with `logger`), the caller's address, security headers, CORS on the API, the body limit and
 * the JSON guard.
 */
export function applyFrontMiddleware(app: Hono<AppEnv>, config: Config, logger: Log | null): void {
  // limitLength 0 sends every request through the generator, which alone decides what is kept.
  app.use('*', requestId({ headerName: 'X-Request-Id', limitLength: 0, generator: keptOrNewId }));
  app.use('*', requestLog(logger));
  app.use('*', async (c, next) => {
    c.set('user', null);
    c.set('clientAddress', clientAddress(c, config));
    await next();
  });
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      crossOriginResourcePolicy: 'cross-origin',
    }),
  );
  app.use(
    '/api/*',
    cors({
      origin: (origin) => (config.corsOrigins.includes(origin) ? origin : null),
      allowHeaders: ['Content-Type', 'Authorization', 'Accept-Language', 'Idempotency-Key', 'X-Request-Id'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['X-Request-Id'],
      maxAge: 600,
    }),
  );
  app.use(
    '*',
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      // The unread rest of the body is still on the socket: closing it (rather than leaving the
      // server to drain or cut it) keeps the client from sending its next request into a reset.
      onError: (c) => c.json({ detail: MESSAGES.tooLarge }, 413, { Connection: 'close' }),
    }),
  );
  app.use('/api/*', inputGuard());
}
