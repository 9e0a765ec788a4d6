import { SERVER_MSG } from '../../../src/api/common.ts';
import type {
  ProductAnswer,
  ProductGroupAnswer,
  ProductSummaryAnswer,
  storeEndpoints,
} from '../../../src/api/store.ts';
import type { Deps } from '../../context.ts';
import { notFound } from '../../context.ts';
import { SHORT_CACHE } from '../../http/cache-control.ts';
import type { Handlers } from '../../http/mount.ts';
import { toMarketplace } from '../marketplace.ts';
import * as q from '../queries.ts';

type GroupRow = Awaited<ReturnType<typeof q.listGroups>>[number];
type CatalogHandlers = Pick<
  Handlers<typeof storeEndpoints>,
  'marketplace' | 'product' | 'productGroups' | 'productGroup'
>;

function toGroup(group: GroupRow, items: ProductSummaryAnswer[]): ProductGroupAnswer {
  const categories = [...new Set(items.map((item) => item.category.name))].map((name) => ({ name }));
  return {
    id: group.id,
    name: group.name,
    title: group.name,
    slug: group.slug,
    icon: group.icon,
    sub_title: group.subTitle,
    coming_soon: group.comingSoon,
    categories,
    items,
  };
}

/** A store's marketplace, its products and its families (spec §7). Catalog reads may be cached briefly. */
export function catalogHandlers(deps: Deps): CatalogHandlers {
  const { db } = deps;

  async function storeOr404(slug: string) {
    const row = await q.findStore(db, slug);
    if (!row) throw notFound(SERVER_MSG.bankerNotFound);
    return row;
  }

  return {
    async marketplace({ params, c }) {
      const [row, groups] = await Promise.all([q.findStore(db, params.pb), q.listGroupRefs(db)]);
      if (!row) throw notFound(SERVER_MSG.bankerNotFound);
      c.header('Cache-Control', SHORT_CACHE);
      return toMarketplace(row, groups, deps.config.publicOrigin);
    },

    async product({ params: { pb, product: id }, c }) {
      const [store, product, related] = await Promise.all([
        q.findStore(db, pb),
        q.findProduct(db, id),
        q.findRelated(db, id),
      ]);
      if (!store) throw notFound(SERVER_MSG.bankerNotFound);
      if (!product) throw notFound(SERVER_MSG.productNotFound);
      const answer: ProductAnswer = {
        ...q.toSummary(product),
        description: product.description,
        about: product.about,
        banner_color: product.bannerColor,
        extra_fields: product.extraFields,
        products_related: related.map(q.toSummary),
        corban: product.corban,
        partners: [{ name: product.brand, image: product.brandIcon }],
      };
      c.header('Cache-Control', SHORT_CACHE);
      return answer;
    },

    async productGroups({ params, c }) {
      const [, groups] = await Promise.all([storeOr404(params.pb), q.listGroups(db)]);
      const open = groups.filter((g) => !g.comingSoon).map((g) => g.id);
      const items = (await q.listProductsOfGroups(db, open)).map((row) => ({
        groupId: row.groupId,
        item: q.toSummary(row),
      }));
      c.header('Cache-Control', SHORT_CACHE);
      return groups.map((group) =>
        toGroup(
          group,
          items.filter((entry) => entry.groupId === group.id).map((entry) => entry.item),
        ),
      );
    },

    async productGroup({ params: { pb, id }, c }) {
      const [, group] = await Promise.all([storeOr404(pb), q.findGroup(db, id)]);
      if (!group) throw notFound(SERVER_MSG.groupNotFound);
      const items = group.comingSoon ? [] : (await q.listProductsOfGroups(db, [group.id])).map(q.toSummary);
      c.header('Cache-Control', SHORT_CACHE);
      return toGroup(group, items);
    },
  };
}
