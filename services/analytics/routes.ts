import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { service } from '../../src/features/analytics/contract/analytics.ts';
import type { AuthUser } from '../accounts/tokens.ts';
import { type AppEnv, type Deps, forbidden } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { mount } from '../mount.ts';
import { preferenceHandlers } from '../notifications/preference.ts';
import { createAnalyticsCache } from './analytics-query.ts';
import { customerOrdersPage, inBook, peoplePage, productsPage, transactionsPage } from './book-pages.ts';

/** The pages of a book are the banker's own: any other id names nothing the caller may know of. */
function ownBook(user: AuthUser, id: number): number {
  if (user.id !== id) throw notFound();
  return id;
}

/**
 * `analytics/{id}/`, its pages and its `notifications/` (mounted under `/api/store`): only the
 * banker they belong to may read them. JSON answers are compressed for clients that accept it.
 */
export function analyticsRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const cache = createAnalyticsCache();
  app.use('/analytics/*', compress());
  mount(
    app,
    service,
    {
      async analytics({ params, user, c }) {
        if (user.id !== params.id) throw forbidden();
        const { fingerprint, json, gzip } = await cache.get(deps.db, user.id);
        const etag = `W/"${createHash('sha256').update(`${user.id}:${fingerprint}`).digest('base64url').slice(0, 27)}"`;
        c.header('Cache-Control', 'private, no-cache');
        c.header('ETag', etag);
        if (c.req.header('if-none-match') === etag) return c.body(null, 304);
        c.header('Vary', 'Accept-Encoding');
        if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
          return c.body(new Uint8Array(gzip), 200, {
            'Content-Type': 'application/json; charset=UTF-8',
            'Content-Encoding': 'gzip',
          });
        }
        return c.body(json, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
      },
      analyticsCustomers: ({ params, user, query }) =>
        peoplePage(deps.db, ownBook(user, params.id), 'customers', query),
      analyticsLeads: ({ params, user, query }) =>
        peoplePage(deps.db, ownBook(user, params.id), 'leads', query),
      analyticsProducts: ({ params, user, query }) => productsPage(deps.db, ownBook(user, params.id), query),
      analyticsTransactions: ({ params, user, query }) =>
        transactionsPage(deps.db, ownBook(user, params.id), query),
      async analyticsCustomerOrders({ params, user, query }) {
        const bankerId = ownBook(user, params.id);
        if (!(await inBook(deps.db, bankerId, params.customer))) throw notFound();
        return customerOrdersPage(deps.db, bankerId, params.customer, query);
      },
      ...preferenceHandlers(deps),
    },
    deps,
    // A malformed id names no banker (or customer): the same 404 as an unknown one.
    {
      notFoundOnBadParams: [
        'analytics',
        'analyticsCustomers',
        'analyticsCustomerOrders',
        'analyticsLeads',
        'analyticsProducts',
        'analyticsTransactions',
      ],
    },
  );
  return app;
}
