import { Hono } from 'hono';
import { service } from '../../src/contract/store.ts';
import type { AppEnv, Deps } from '../context.ts';
import { mount } from '../mount.ts';
import { listingHandlers } from './listings/handlers.ts';
import { catalogHandlers } from './products/handlers.ts';

/** Store service (docs/services.md#calls): marketplace, terms, products, families, banners, partners, consortium list, media. */
export function storeRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mount(app, service, { ...catalogHandlers(deps), ...listingHandlers(deps) }, deps);
  return app;
}
