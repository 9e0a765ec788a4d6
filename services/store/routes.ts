import { Hono } from 'hono';
import { SERVER_MSG } from '../../src/api/common.ts';
import type { ProductAnswer, ProductGroupAnswer, ProductSummaryAnswer } from '../../src/api/store.ts';
import { storeEndpoints as E } from '../../src/api/store.ts';
import type { AppEnv, Deps } from '../context.ts';
import { notFound, validate } from '../context.ts';
import { SHORT_CACHE } from '../http/cache-control.ts';
import { toMarketplace } from './marketplace.ts';
import { type MediaKind, mediaUrl, renderMedia, WORDMARK_KINDS } from './media.ts';
import * as q from './queries.ts';

type GroupRow = Awaited<ReturnType<typeof q.listGroups>>[number];

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

/** Store service (spec §7): marketplace, terms, products, families, banners, partners, consortium list, media. */
export function storeRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  async function storeOr404(slug: string) {
    const row = await q.findStore(db, slug);
    if (!row) throw notFound(SERVER_MSG.bankerNotFound);
    return row;
  }

  app.get('/pb/:pb/marketplace', validate('param', E.marketplace.params), async (c) => {
    const { pb } = c.req.valid('param');
    const [row, groups] = await Promise.all([q.findStore(db, pb), q.listGroupRefs(db)]);
    if (!row) throw notFound(SERVER_MSG.bankerNotFound);
    c.header('Cache-Control', SHORT_CACHE);
    return c.json(toMarketplace(row, groups, deps.config.publicOrigin));
  });

  app.get('/terms-of-service/:id', validate('param', E.termsOfService.params), async (c) => {
    const terms = await q.findTerms(db, c.req.valid('param').id);
    if (!terms) throw notFound(SERVER_MSG.termsNotFound);
    return c.json({
      id: terms.id,
      version: terms.version,
      title: terms.title,
      content: terms.content,
      created_at: terms.createdAt.toISOString(),
    });
  });

  app.get('/pb/:pb/product/:product', validate('param', E.product.params), async (c) => {
    const { pb, product: id } = c.req.valid('param');
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
    return c.json(answer);
  });

  app.get('/pb/:pb/productgroups', validate('param', E.productGroups.params), async (c) => {
    const { pb } = c.req.valid('param');
    const [, groups] = await Promise.all([storeOr404(pb), q.listGroups(db)]);
    const open = groups.filter((g) => !g.comingSoon).map((g) => g.id);
    const items = (await q.listProductsOfGroups(db, open)).map((row) => ({
      groupId: row.groupId,
      item: q.toSummary(row),
    }));
    c.header('Cache-Control', SHORT_CACHE);
    return c.json(
      groups.map((group) =>
        toGroup(
          group,
          items.filter((entry) => entry.groupId === group.id).map((entry) => entry.item),
        ),
      ),
    );
  });

  app.get('/pb/:pb/productgroups/:id', validate('param', E.productGroup.params), async (c) => {
    const { pb, id } = c.req.valid('param');
    const [, group] = await Promise.all([storeOr404(pb), q.findGroup(db, id)]);
    if (!group) throw notFound(SERVER_MSG.groupNotFound);
    const items = group.comingSoon ? [] : (await q.listProductsOfGroups(db, [group.id])).map(q.toSummary);
    c.header('Cache-Control', SHORT_CACHE);
    return c.json(toGroup(group, items));
  });

  app.get('/carousel/:slug', validate('param', E.carousel.params), async (c) => {
    const { slug } = c.req.valid('param');
    const general = slug === 'last';
    const companyId = general ? null : await q.companyOfSlug(db, slug);
    const [images, partnerLogos] = await Promise.all([
      q.listBanners(db, general ? null : slug),
      q.listPartners(db, companyId),
    ]);
    c.header('Cache-Control', SHORT_CACHE);
    return c.json({ images, partners: partnerLogos });
  });

  app.get('/partners', validate('query', E.partners.query), async (c) => {
    const { slug } = c.req.valid('query');
    const companyId = slug ? await q.companyOfSlug(db, slug) : null;
    c.header('Cache-Control', SHORT_CACHE);
    return c.json(await q.listPartners(db, companyId));
  });

  app.get(
    '/consorcio/:person_type/:params',
    validate('param', E.consortium.params),
    validate('query', E.consortium.query),
    async (c) => {
      const { person_type, params } = c.req.valid('param');
      const { value, page, page_size } = c.req.valid('query');
      const { rows, count } = await q.listConsortium(db, {
        isPj: person_type === 'pj',
        type: params === 'all' ? null : params,
        minValue: value,
        page,
        pageSize: page_size,
      });
      const link = (target: number) => {
        const search = new URLSearchParams({ page: String(target), page_size: String(page_size) });
        if (value !== undefined) search.set('value', String(value));
        return `/api/store/consorcio/${person_type}/${params}/?${search}`;
      };
      return c.json({
        count,
        next: page * page_size < count ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        results: rows.map((r) => ({
          id: r.id,
          administrator: r.administrator,
          consortium_type: r.consortiumType,
          is_pj: r.isPj,
          credit_value: r.creditValue,
          term: r.term,
          installment: r.installment,
          admin_fee: r.adminFee,
          situation: r.situation,
        })),
      });
    },
  );

  app.get('/media/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file');
    const name = file.replace(/\.svg$/, '');
    const label = (WORDMARK_KINDS as readonly string[]).includes(kind)
      ? await q.mediaLabel(db, kind, name, mediaUrl(kind as MediaKind, name))
      : undefined;
    const svg = renderMedia(kind, file, label);
    if (!svg) throw notFound();
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });

  return app;
}
