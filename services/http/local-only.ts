import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import type { AppEnv } from '../context.ts';
import { isLocalRequest } from './client-address.ts';
import { notFound } from './errors.ts';

/**
 * Routes for the developer at the machine: absent in production, and anywhere else answered only
 * to local requests (`isLocalRequest`). Everyone else gets the same 404 as an unknown path.
 */
export function developmentOnly(config: Pick<Config, 'nodeEnv' | 'publicOrigin'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (config.nodeEnv === 'production' || !isLocalRequest(c, config)) throw notFound();
    await next();
  };
}
