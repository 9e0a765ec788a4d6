import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { effectiveChrome, type MarketplaceChrome } from '../../../src/core/brand/white-label.ts';
import { initialsOf } from '../../../src/core/context/banker-text.ts';
import { IdParam, SERVER_MSG, SlugParam } from '../../../src/core/contract/common.ts';
import { PERSON_TYPE } from '../../../src/core/format/person-types.ts';
import { pathFor } from '../../../src/core/routes/route-table.ts';
import { shareImagePath, sharePath } from '../../../src/features/catalog/contract/share.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { notFound, tooManyRequests, validate } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { persons } from '../../db/schema/index.ts';
import { hit } from '../../http/rate-limit.ts';
import { type BrandBook, brandBook } from '../fragments/brands.ts';
import { toMarketplace } from '../marketplace.ts';
import { renderMedia } from '../media.ts';
import * as q from '../queries.ts';
import { createImageCache } from './image-cache.ts';
import { createRenderQueue } from './render-queue.ts';
import type { ShareCard } from './share-image.ts';
import { sharePage } from './share-page.ts';

/** Previews change when a banker edits the store: crawlers and CDNs may keep them a few minutes. */
const PAGE_CACHE = 'public, max-age=300';
/** Card images change only with an edit of what they show: browsers, crawlers and the proxy keep them a day. */
const IMAGE_CACHE = 'public, max-age=86400';
/** Card renders (cache misses) one client address may cause per window; served cards do not count. */
export const SHARE_RENDER_LIMIT = { windowSeconds: 5 * 60, perAddress: 20 } as const;
const STORE_COLOR = '#1e3a8a';

const StoreParams = v.object({ pb: SlugParam });
const ProductParams = v.object({ pb: SlugParam, group: SlugParam, product: IdParam });

/** One book of brands per process: previews speak the words of the brand built for the store's company. */
const brands: BrandBook = brandBook();

async function bankerOf(db: Db, slug: string) {
  const [row, person] = await Promise.all([
    q.findStore(db, slug),
    db
      .select({ fullName: persons.fullName, nickname: persons.nickname })
      .from(persons)
      .where(and(eq(persons.slug, slug), eq(persons.personType, PERSON_TYPE.banker)))
      .limit(1)
      .then((rows) => rows[0]),
  ]);
  if (!row || !person) throw notFound(SERVER_MSG.bankerNotFound);
  const market = toMarketplace(row, [], '');
  const name = person.nickname?.trim() || person.fullName;
  // A store of a company with its own brand (offices) says that brand's banker title, as its pages do.
  const brand = market.whitelabel ? null : brands.ofCompany(market.company.id);
  const occupation = brand
    ? effectiveChrome(brand, market as unknown as MarketplaceChrome).occupation.singular
    : market.occupation;
  return {
    slug: row.person.slug ?? slug,
    name,
    occupation,
    whitelabel: market.whitelabel,
    companyName: market.whitelabel ? market.companyName : null,
    color: market.storeColor ?? STORE_COLOR,
  };
}

/**
 * A product drawing of the media route as a data URL. Banker photos are drawn as initials by the
 * card itself: demo avatars carry text the image renderer has no font for.
 */
function localPicture(url: string | null): string | null {
  const match = url ? /^\/api\/store\/media\/(products)\/([a-z0-9-]+\.svg)$/.exec(url) : null;
  const svg = match?.[1] && match[2] ? renderMedia(match[1], match[2]) : null;
  return svg ? `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` : null;
}

async function storeCard(db: Db, pb: string) {
  const banker = await bankerOf(db, pb);
  const by = banker.companyName ? `${banker.occupation} · ${banker.companyName}` : banker.occupation;
  const card: ShareCard = {
    title: `Loja de ${banker.name}`,
    subtitle: 'Crédito, cartões, seguros, consórcio e mais de 150 produtos financeiros',
    footer: `${banker.name} · ${by}`,
    picture: null,
    initials: initialsOf(banker.name),
    color: banker.color,
  };
  return { banker, card };
}

async function productCard(db: Db, pb: string, id: number) {
  const [banker, product] = await Promise.all([bankerOf(db, pb), q.findProduct(db, id)]);
  if (!product) throw notFound(SERVER_MSG.productNotFound);
  const card: ShareCard = {
    title: product.title,
    subtitle: product.subTitle,
    footer: `Com ${banker.name} · ${banker.occupation}`,
    picture: localPicture(product.productImage),
    initials: initialsOf(product.title),
    color: banker.whitelabel ? banker.color : product.productColor,
  };
  return { banker, product, card };
}

/** One render queue per process: every store's cards wait in the same line. */
const renderQueue = createRenderQueue();

/**
 * Link previews of a store and of its products (`/s/{pb}`, `/s/{pb}/{group}/{product}`): a tiny
 * page with Open Graph and Twitter tags that sends people on to the store, and its 1200×630 image.
 */
export function shareRoutes(deps: Deps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  const imageFor = createImageCache({ dir: config.shareImageDir, render: renderQueue });
  const image = async (c: Context<AppEnv>, card: ShareCard) => {
    const png = await imageFor(card, async () => {
      const renders = await hit(
        db,
        `share-render:${c.get('clientAddress')}`,
        SHARE_RENDER_LIMIT.windowSeconds,
      );
      if (renders > SHARE_RENDER_LIMIT.perAddress) throw tooManyRequests('share-render');
    });
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': IMAGE_CACHE });
  };

  const origin = (url: string) => config.publicOrigin || new URL(url).origin;
  const query = (url: string) => new URL(url).search;

  app.get('/:pb', validate('param', StoreParams), async (c) => {
    const { pb } = c.req.valid('param');
    const { banker } = await storeCard(db, pb);
    const base = origin(c.req.url);
    const html = sharePage({
      title: `Loja de ${banker.name}`,
      description: `${banker.name}, ${banker.occupation}: crédito, cartões, seguros, consórcio e mais de 150 produtos de mais de 50 instituições, com atendimento sem custo.`,
      image: `${base}${shareImagePath(sharePath(banker.slug))}`,
      imageAlt: `Loja de ${banker.name}`,
      target: `${base}${pathFor('home', { pb: banker.slug })}${query(c.req.url)}`,
      siteName: banker.companyName ?? `Loja de ${banker.name}`,
    });
    return c.html(html, 200, { 'Cache-Control': PAGE_CACHE });
  });

  app.get(shareImagePath('/:pb'), validate('param', StoreParams), async (c) => {
    const { card } = await storeCard(db, c.req.valid('param').pb);
    return image(c, card);
  });

  app.get('/:pb/:group/:product', validate('param', ProductParams), async (c) => {
    const { pb, product: id } = c.req.valid('param');
    const { banker, product } = await productCard(db, pb, id);
    const base = origin(c.req.url);
    const html = sharePage({
      title: `${product.title} · Loja de ${banker.name}`,
      description: `${product.subTitle}. Fale com ${banker.name}, ${banker.occupation}: atendimento sem custo.`,
      image: `${base}${shareImagePath(sharePath(banker.slug, { group: product.familySlug, id: product.id }))}`,
      imageAlt: product.title,
      target: `${base}${pathFor('product', { pb: banker.slug, group: product.familySlug, product: product.id })}${query(c.req.url)}`,
      siteName: banker.companyName ?? `Loja de ${banker.name}`,
    });
    return c.html(html, 200, { 'Cache-Control': PAGE_CACHE });
  });

  app.get(shareImagePath('/:pb/:group/:product'), validate('param', ProductParams), async (c) => {
    const { pb, product: id } = c.req.valid('param');
    const { card } = await productCard(db, pb, id);
    return image(c, card);
  });

  return app;
}
