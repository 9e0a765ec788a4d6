import type { storeEndpoints } from '../../../src/contract/store.ts';
import { SERVER_MSG } from '../../../src/core/contract/common.ts';
import type { Deps } from '../../context.ts';
import { notFound } from '../../context.ts';
import { SHORT_CACHE } from '../../http/cache-control.ts';
import type { Handlers } from '../../mount.ts';
import { toMarketplace } from '../marketplace.ts';
import * as q from '../queries.ts';

type CatalogHandlers = Pick<
  Handlers<typeof storeEndpoints>,
  'marketplace' | 'product' | 'productGroups' | 'productGroup'
>;

/**
 * A store's marketplace, its products and its families (docs/services.md#calls): each one SQL statement that
 * builds the answer (services/catalog/queries.ts). Catalog reads may be cached briefly.
 */
export function catalogHandlers(deps: Deps): CatalogHandlers {
  const { db } = deps;
  return {
    async marketplace({ params, c }) {
      const row = await q.findMarketplace(db, params.pb);
      if (!row) throw notFound(SERVER_MSG.bankerNotFound);
      c.header('Cache-Control', SHORT_CACHE);
      return toMarketplace(row, row.groups, deps.config.publicOrigin);
    },

    async product({ params: { pb, product: id }, c }) {
      const found = await q.findProductAnswer(db, pb, id);
      if (!found) throw notFound(SERVER_MSG.bankerNotFound);
      if (!found.product) throw notFound(SERVER_MSG.productNotFound);
      c.header('Cache-Control', SHORT_CACHE);
      return found.product;
    },

    async productGroups({ params, c }) {
      const groups = await q.listGroupAnswers(db, params.pb);
      if (!groups) throw notFound(SERVER_MSG.bankerNotFound);
      c.header('Cache-Control', SHORT_CACHE);
      return groups;
    },

    async productGroup({ params: { pb, id }, c }) {
      const found = await q.findGroupAnswer(db, pb, id);
      if (!found) throw notFound(SERVER_MSG.bankerNotFound);
      if (!found.group) throw notFound(SERVER_MSG.groupNotFound);
      c.header('Cache-Control', SHORT_CACHE);
      return found.group;
    },
  };
}
