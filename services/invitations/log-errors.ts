import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context.ts';
import { routeOf } from '../http/request-log.ts';
import { withoutValues } from '../log/log-text.ts';

/** What the answer of a failed call said, when it is one message: never a value the caller sent. */
async function detailOf(res: Response): Promise<string | undefined> {
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => undefined);
  const detail = (body as { detail?: unknown } | undefined)?.detail;
  return typeof detail === 'string' ? withoutValues(detail.slice(0, 200)) : undefined;
}

/**
 * Failed handler calls go to the log (warn) with the request id, route template, status and the
 * answer's message: never the path, whose key opens a solicitation. An unknown key (404) is left to
 * the request line, so a flood of guessed keys adds no line of its own.
 */
export function logSolicitationErrors({ log }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status < 400 || c.res.status === 404) return;
    const at = { req_id: c.get('requestId'), method: c.req.method, route: routeOf(c), status: c.res.status };
    log.warn({ ...at, detail: await detailOf(c.res) }, 'solicitation: chamada recusada');
  };
}
