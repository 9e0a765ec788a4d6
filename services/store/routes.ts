import { Hono } from 'hono';
import { SERVER_MSG } from '../../src/api/common.ts';
import { storeEndpoints as E } from '../../src/api/store.ts';
import type { AppEnv, Deps } from '../context.ts';
import { notFound, validate } from '../context.ts';
import { SHORT_CACHE } from '../http/cache-control.ts';
import { toMarketplace } from './marketplace.ts';
import { type MediaKind, mediaUrl, renderMedia, WORDMARK_KINDS } from './media.ts';
import * as q from './queries.ts';

/** Store service (spec §7): marketplace, terms, products, families, banners, partners, consortium list, media. */
export function storeRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/pb/:pb/marketplace', validate('param', E.marketplace.params), async (c) => {
    const { pb } = c.req.valid('param');
    const row = await q.findMarketplace(db, pb);
    if (!row) throw notFound(SERVER_MSG.bankerNotFound);
    c.header('Cache-Control', SHORT_CACHE);
    return c.json(toMarketplace(row, row.groups, deps.config.publicOrigin));
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
    const found = await q.findProductAnswer(db, pb, id);
    if (!found) throw notFound(SERVER_MSG.bankerNotFound);
    if (!found.product) throw notFound(SERVER_MSG.productNotFound);
    c.header('Cache-Control', SHORT_CACHE);
    return c.json(found.product);
  });

  app.get('/pb/:pb/productgroups', validate('param', E.productGroups.params), async (c) => {
    const groups = await q.listGroupAnswers(db, c.req.valid('param').pb);
    if (!groups) throw notFound(SERVER_MSG.bankerNotFound);
    c.header('Cache-Control', SHORT_CACHE);
    return c.json(groups);
  });

  app.get('/pb/:pb/productgroups/:id', validate('param', E.productGroup.params), async (c) => {
    const { pb, id } = c.req.valid('param');
    const found = await q.findGroupAnswer(db, pb, id);
    if (!found) throw notFound(SERVER_MSG.bankerNotFound);
    if (!found.group) throw notFound(SERVER_MSG.groupNotFound);
    c.header('Cache-Control', SHORT_CACHE);
    return c.json(found.group);
  });

  app.get('/carousel/:slug', validate('param', E.carousel.params), async (c) => {
    const { slug } = c.req.valid('param');
    const answer = await q.carouselAnswer(db, slug === 'last' ? null : slug);
    c.header('Cache-Control', SHORT_CACHE);
    return c.json(answer);
  });

  app.get('/partners', validate('query', E.partners.query), async (c) => {
    const { slug } = c.req.valid('query');
    const answer = await q.listPartnerAnswers(db, slug ?? null);
    c.header('Cache-Control', SHORT_CACHE);
    return c.json(answer);
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
