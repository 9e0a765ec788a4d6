import * as v from 'valibot';
import {
  CONSORTIUM_TYPES,
  LinkedPage,
  MAX_ID,
  SERVER_MSG,
  SlugParam,
} from '../../../core/contract/common.ts';
import type { Endpoint } from '../../../core/contract/endpoint.ts';
import { PbParams, ProductGroup } from '../../../core/contract/store.ts';
import { CATALOG_ROUTES } from './catalog-routes.ts';

/**
 * The catalog's calls of the store service (src/contract/store.ts gathers them with the core's):
 * the home's families, banners and partner logos, the consortium letters and the demo images.
 */

/** A banner: `image` is a decorative drawing; `headline`, `text` and `cta` are drawn as text over it. */
export const CarouselImage = v.object({
  image: v.string(),
  url: v.string(),
  alt: v.string(),
  headline: v.string(),
  text: v.string(),
  cta: v.string(),
});
export const Partner = v.object({ id: v.number(), name: v.string(), image: v.string() });
export const Carousel = v.object({ images: v.array(CarouselImage), partners: v.array(Partner) });

export const ConsortiumLetter = v.object({
  id: v.number(),
  administrator: v.string(),
  consortium_type: v.string(),
  is_pj: v.boolean(),
  credit_value: v.number(),
  term: v.number(),
  installment: v.number(),
  admin_fee: v.string(),
  situation: v.string(),
});
export const ConsortiumList = LinkedPage(ConsortiumLetter);

const pageNumber = (fallback: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.toNumber('Número inválido.'),
      v.integer('Número inválido.'),
      v.minValue(1, 'Número inválido.'),
      v.maxValue(max, 'Número inválido.'),
    ),
    fallback,
  );

export const catalogEndpoints = {
  productGroups: {
    ...CATALOG_ROUTES.productGroups,
    summary: 'Every family of the store with its products (home grid and product list).',
    params: PbParams,
    response: v.array(ProductGroup),
    errors: { 404: SERVER_MSG.bankerNotFound },
  },
  carousel: {
    ...CATALOG_ROUTES.carousel,
    summary:
      "A store's banners and partner logos; `last` is the general set (fallback when a store has none).",
    params: v.object({ slug: SlugParam }),
    response: Carousel,
  },
  partners: {
    ...CATALOG_ROUTES.partners,
    summary: "Partner logos shown on a store (the general ones plus its company's).",
    query: v.object({ slug: v.optional(SlugParam) }),
    response: v.array(Partner),
  },
  consortium: {
    ...CATALOG_ROUTES.consortium,
    summary:
      'Consortium letters for pf or pj; `params` is a consortium type or `all`; query value (credit wanted), page, page_size.',
    params: v.object({
      person_type: v.picklist(['pf', 'pj'], 'Tipo de pessoa inválido.'),
      params: v.picklist([...CONSORTIUM_TYPES, 'all'], 'Tipo de consórcio inválido.'),
    }),
    query: v.object({
      // Whole reais, as the letters' credit values are stored.
      value: v.optional(
        v.pipe(
          v.string(),
          v.regex(/^\d{1,10}$/, 'Valor inválido.'),
          v.toNumber('Valor inválido.'),
          v.maxValue(MAX_ID, 'Valor inválido.'),
        ),
      ),
      page: pageNumber('1', 10_000),
      page_size: pageNumber('10', 100),
    }),
    response: ConsortiumList,
  },
  media: {
    ...CATALOG_ROUTES.media,
    summary: 'Demo images (SVG) referenced by the seeded data.',
    params: v.object({ kind: SlugParam, name: v.string() }),
    errors: { 404: 'Não encontrado.' },
  },
} as const satisfies Record<string, Endpoint>;

export type CarouselAnswer = v.InferOutput<typeof Carousel>;
export type PartnerAnswer = v.InferOutput<typeof Partner>;
export type ConsortiumListAnswer = v.InferOutput<typeof ConsortiumList>;
