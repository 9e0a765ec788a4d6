import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context.ts';
import { businessRoutes } from './business.ts';
import { listRoutes } from './lists.ts';
import { orderRoutes } from './orders.ts';
import { profileRoutes } from './profiles.ts';
import { realEstateRoutes } from './real-estate.ts';
import { solicitationRoutes } from './solicitations.ts';

/** The checkout service (spec §7), mounted at `/api/checkout`. */
export function checkoutRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', orderRoutes(deps));
  app.route('/', solicitationRoutes(deps));
  app.route('/', profileRoutes(deps));
  app.route('/', businessRoutes(deps));
  app.route('/', listRoutes(deps));
  app.route('/', realEstateRoutes(deps));
  return app;
}
