import { Hono } from 'hono';
import { type AppEnv, currentUser, type Deps, forbidden, notFound, requireUser } from '../context.ts';
import { analyticsJson } from './analytics-query.ts';

/** `analytics/{id}/` (mounted under `/api/store`): only the banker it belongs to may read it. */
export function analyticsRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/analytics/:id', requireUser(deps), async (c) => {
    const raw = c.req.param('id');
    if (!/^\d{1,9}$/.test(raw)) throw notFound();
    const user = currentUser(c);
    if (user.id !== Number(raw) || user.personType !== 0) throw forbidden();
    const body = await analyticsJson(deps.db, user.id);
    c.header('Cache-Control', 'private, no-store');
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
  });
  return app;
}
