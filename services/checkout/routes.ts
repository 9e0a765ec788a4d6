import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context.ts';
import { orderRoutes } from './orders.ts';

/** The checkout service (spec §7), mounted at `/api/checkout`. */
export function checkoutRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', orderRoutes(deps));
  return app;
}
