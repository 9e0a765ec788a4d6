import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { PERSON_TYPE } from '../../src/core/format/person-types.ts';
import { FUNNEL_MESSAGES, service } from '../../src/features/funnel/contract/funnel.ts';
import { clockFor } from '../clock/clock.ts';
import { type AppEnv, badRequest, type Deps, notFound, tooManyRequests } from '../context.ts';
import { persons, productGroups, products, stores } from '../db/schema/index.ts';
import { hit } from '../http/rate-limit.ts';
import { mount } from '../mount.ts';
import { countStep } from './count-step.ts';
import { storeFunnelOf } from './store-funnel.ts';

/** Counts one address may send in a minute: a page's visit and simulations, many tabs and pages over. */
const COUNTS_PER_MINUTE = 120;

/** The store a page counts for: a banker's, not paused. */
async function countedStore(deps: Deps, slug: string): Promise<number> {
  const [row] = await deps.db
    .select({ id: persons.id, disabled: stores.disabled })
    .from(persons)
    .leftJoin(stores, eq(stores.personId, persons.id))
    .where(and(eq(persons.slug, slug), eq(persons.personType, PERSON_TYPE.banker)))
    .limit(1);
  if (!row || row.disabled) throw notFound(FUNNEL_MESSAGES.notFound);
  return row.id;
}

/** The family a product belongs to; an unknown product is a malformed count. */
async function familyOfProduct(deps: Deps, product: number): Promise<string> {
  const [row] = await deps.db
    .select({ slug: productGroups.slug })
    .from(products)
    .innerJoin(productGroups, eq(productGroups.id, products.groupId))
    .where(eq(products.id, product))
    .limit(1);
  if (!row) throw badRequest(FUNNEL_MESSAGES.invalid);
  return row.slug;
}

/** The store's funnel (docs/desk.md#funnel), mounted under `/api/store`. */
export function funnelRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/funnel/desk/*', compress());
  mount(
    app,
    service,
    {
      async countFunnelEvent({ params, body, c }) {
        // The address keys the limit only: it is not kept with the count.
        const sent = await hit(deps.db, `funnel:${c.get('clientAddress')}`, 60);
        if (sent > COUNTS_PER_MINUTE) throw tooManyRequests('funnel-count', FUNNEL_MESSAGES.tooMany);
        const bankerId = await countedStore(deps, params.pb);
        const family = body.product === undefined ? body.family : await familyOfProduct(deps, body.product);
        await countStep(deps.db, {
          bankerId,
          step: body.step,
          family,
          source: body.source,
          at: clockFor(deps).now(),
        });
        return c.body(null, 204);
      },
      storeFunnel({ params, query, user }) {
        if (params.banker !== user.id) throw notFound(FUNNEL_MESSAGES.notFound);
        return storeFunnelOf(deps.db, user.id, query, clockFor(deps).now());
      },
    },
    deps,
  );
  return app;
}
