import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../context.ts';

/** Errors of the handler calls go to the error log with the request id (spec §7). */
export function logSolicitationErrors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status < 400) return;
    const body = await c.res
      .clone()
      .text()
      .catch(() => '');
    console.error(
      `[solicitation] ${c.get('requestId')} ${c.req.method} ${c.req.path} ${c.res.status} ${body.slice(0, 300)}`,
    );
  };
}
