import type { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context.ts';
import type { OutageLog } from '../db/outage.ts';
import { errorForLog, withoutValues } from '../log/log-text.ts';
import type { Log } from '../log/logger.ts';
import { rateLimitRefusals } from '../metrics/registry.ts';
import { HttpError, isBadValueError, MESSAGES } from './errors.ts';
import { routeOf } from './request-log.ts';

/** The pt-BR answer of an error Hono raises itself (malformed JSON, body too large, ...). */
const STATUS_MESSAGES: Record<number, string> = {
  400: MESSAGES.invalidJson,
  401: MESSAGES.unauthenticated,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  413: MESSAGES.tooLarge,
};

/** How long a client should wait before sending again a request refused by a database outage. */
const RETRY_AFTER_SECONDS = '5';

/**
 * JSON answers for unknown paths and every error (details of a 500 only in the log). A database
 * that cannot be reached answers 503, said once per outage by `outage`, not once per statement.
 */
export function answerErrors(app: Hono<AppEnv>, log: Log, outage: OutageLog): void {
  app.notFound((c) => c.json({ detail: MESSAGES.notFound }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      if (error.status === 429) rateLimitRefusals.inc({ limit: error.limit ?? 'other' });
      return c.json(error.body, error.status);
    }
    if (outage.unavailable(error))
      return c.json({ detail: MESSAGES.unavailable }, 503, { 'Retry-After': RETRY_AFTER_SECONDS });
    if (isBadValueError(error)) {
      // Still logged: each one is a validation rule to add where the value came in.
      log.warn(
        {
          req_id: c.get('requestId'),
          method: c.req.method,
          route: routeOf(c),
          err: withoutValues(String(error instanceof Error && error.cause ? error.cause : error)),
        },
        'bad-input: valor recusado pelo banco',
      );
      return c.json({ detail: MESSAGES.invalid }, 400);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      return c.json({ detail: STATUS_MESSAGES[status] ?? MESSAGES.invalid }, status);
    }
    const cause = error instanceof Error && error.cause ? withoutValues(String(error.cause)) : undefined;
    log.error(
      { req_id: c.get('requestId'), method: c.req.method, route: routeOf(c), err: errorForLog(error), cause },
      'error: resposta 500',
    );
    return c.json({ detail: MESSAGES.internal, request_id: c.get('requestId') }, 500);
  });
}
