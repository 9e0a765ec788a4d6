import { Hono } from 'hono';
import { service } from '../../src/api/checkout.ts';
import type { AppEnv, Deps } from '../context.ts';
import { mount, only } from '../http/mount.ts';
import { BUSINESS_ENDPOINTS, businessHandlers } from './business/handlers.ts';
import { listRoutes } from './lists.ts';
import { orderRoutes } from './orders.ts';
import { PROFILE_ENDPOINTS, profileHandlers } from './profiles/handlers.ts';
import { REAL_ESTATE_ENDPOINTS, realEstateHandlers } from './real-estate/handlers.ts';
import { solicitationRoutes } from './solicitations.ts';

/** The checkout service (spec §7), mounted at `/api/checkout`. */
export function checkoutRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', orderRoutes(deps));
  app.route('/', solicitationRoutes(deps));
  mount(app, only(service, ...PROFILE_ENDPOINTS), profileHandlers(deps), deps);
  mount(app, only(service, ...BUSINESS_ENDPOINTS), businessHandlers(deps), deps);
  app.route('/', listRoutes(deps));
  mount(app, only(service, ...REAL_ESTATE_ENDPOINTS), realEstateHandlers(deps), deps);
  return app;
}
