import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../context.ts';
import { forLog } from '../../http/log-text.ts';

/** Errors of the handler calls go to the error log with the request id; the path and the answer are escaped. */
export function logSolicitationErrors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status < 400) return;
    const body = await c.res
      .clone()
      .text()
      .catch(() => '');
    console.error(
      `[solicitation] ${c.get('requestId')} ${c.req.method} ${forLog(c.req.path)} ${c.res.status} ${forLog(body.slice(0, 300))}`,
    );
  };
}
