import * as v from 'valibot';
import { Detail, IdParam, SERVER_MSG, SlugParam } from './common.ts';
import type { Endpoint } from './endpoint.ts';
import { STORE_ROUTES } from './store-routes.ts';

const nullableString = v.nullable(v.string());

export const ImageRef = v.object({ src: v.string(), height: v.number(), width: v.number() });
export const HeaderItem = v.object({ label: v.string(), url: v.string() });
export const MetadataPair = v.object({ key: v.string(), value: v.string() });
export const FooterDisclaimer = v.object({
  text: v.string(),
  contact: v.optional(v.string()),
  extraContact: v.optional(v.string()),
  color: v.optional(v.string()),
  backgroundColor: v.optional(v.string()),
  hideProviderContacts: v.optional(v.boolean()),
});

export const TermsRef = v.object({ id: v.number(), version: v.string() });

/** A banker's company as the store and auth services answer it. */
export const Company = v.object({
  id: v.number(),
  name: v.string(),
  plan: v.picklist(['lite', 'full']),
  whitelabel: v.boolean(),
  logo: nullableString,
  favicon: nullableString,
  store_url: nullableString,
  tos: v.nullable(TermsRef),
  metadata: v.array(MetadataPair),
});

/** Marketplace settings of a store (docs/entities.md). Company metadata pairs are also copied in as `metadata`. */
export const Marketplace = v.object({
  id: v.number(),
  slug: v.string(),
  whitelabel: v.boolean(),
  disabled: v.boolean(),
  company: Company,
  occupation: v.string(),
  occupationPlural: v.string(),
  companyName: v.string(),
  headerLogo: nullableString,
  favicon: nullableString,
  orderConfirmedLogo: v.nullable(ImageRef),
  goBackLink: nullableString,
  footerDisclaimer: v.nullable(FooterDisclaimer),
  loginSection: v.object({ dark: v.boolean() }),
  showProductList: v.boolean(),
  showSeeProductsButton: v.boolean(),
  showFooterInfos: v.boolean(),
  aboutComponent: v.boolean(),
  customHeaderItems: v.array(HeaderItem),
  product_groups: v.array(v.object({ id: v.number(), slug: v.string() })),
  termsOfService: v.nullable(v.object({ id: v.number() })),
  storeColor: nullableString,
  shareURL: v.string(),
  shareQuery: nullableString,
  home_title: nullableString,
  translatedProductFamilies: v.record(v.string(), v.string()),
  customStyling: v.nullable(v.record(v.string(), v.string())),
  metadata: v.record(v.string(), v.string()),
});

export const TermsOfService = v.object({
  id: v.number(),
  version: v.string(),
  title: v.string(),
  content: v.string(),
  created_at: v.string(),
});

export const ProductType = v.picklist(['REDIRECT', 'TABLE', 'DEFAULT', 'APP']);

/** What lists and related products carry of a product. */
export const ProductSummary = v.object({
  id: v.number(),
  title: v.string(),
  sub_title: v.string(),
  brand: v.string(),
  brand_slug: v.string(),
  brand_icon: v.string(),
  category: v.object({ name: v.string() }),
  is_pj: v.boolean(),
  contract_type: v.picklist(['pf', 'pj']),
  product_type: ProductType,
  product_color: v.string(),
  card_title: v.string(),
  product_image: v.string(),
  family_slug: v.string(),
  redirect_id: v.nullable(v.number()),
});

/** A product page (docs/entities.md); `product_type` is DEFAULT for id 59. */
export const Product = v.object({
  ...ProductSummary.entries,
  description: v.string(),
  about: nullableString,
  banner_color: v.string(),
  extra_fields: v.array(v.object({ label: v.string(), value: v.string() })),
  products_related: v.array(ProductSummary),
  corban: v.number(),
  partners: v.array(v.object({ name: v.string(), image: v.string() })),
});

/** A family with its products (`items`); coming-soon families have no items. */
export const ProductGroup = v.object({
  id: v.number(),
  name: v.string(),
  title: v.string(),
  slug: v.string(),
  icon: v.string(),
  sub_title: v.string(),
  coming_soon: v.boolean(),
  categories: v.array(v.object({ name: v.string() })),
  items: v.array(ProductSummary),
});

/** The path parameter of a store's calls: its slug. */
export const PbParams = v.object({ pb: SlugParam });

/**
 * The store service's calls the core makes (src/core/contract/store-routes.ts); the catalog's own
 * are in src/features/catalog/contract/catalog.ts, and src/contract/store.ts gathers the service.
 */
export const sharedStoreEndpoints = {
  marketplace: {
    ...STORE_ROUTES.marketplace,
    summary: "A store's marketplace settings; a paused store answers `disabled: true`.",
    params: PbParams,
    response: Marketplace,
    errors: { 404: SERVER_MSG.bankerNotFound },
  },
  termsOfService: {
    ...STORE_ROUTES.termsOfService,
    summary: 'Terms of service by id.',
    params: v.object({ id: IdParam }),
    response: TermsOfService,
    errors: { 404: SERVER_MSG.termsNotFound },
  },
  product: {
    ...STORE_ROUTES.product,
    summary: 'A product with its related products.',
    params: v.object({ pb: SlugParam, product: IdParam }),
    response: Product,
    errors: { 404: SERVER_MSG.productNotFound },
  },
  productGroup: {
    ...STORE_ROUTES.productGroup,
    summary: 'One family by id or slug, with its products.',
    params: v.object({ pb: SlugParam, id: SlugParam }),
    response: ProductGroup,
    errors: { 404: SERVER_MSG.groupNotFound },
  },
} as const satisfies Record<string, Endpoint>;

export type MarketplaceAnswer = v.InferOutput<typeof Marketplace>;
export type ProductAnswer = v.InferOutput<typeof Product>;
export type ProductSummaryAnswer = v.InferOutput<typeof ProductSummary>;
export type ProductGroupAnswer = v.InferOutput<typeof ProductGroup>;
export type TermsOfServiceAnswer = v.InferOutput<typeof TermsOfService>;
export { Detail };
