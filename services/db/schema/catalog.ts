import { boolean, index, integer, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { identityId, jsonOf, listPosition } from './columns.ts';
import { companies } from './companies.ts';

/** Product families. */
export const productGroups = pgTable('product_groups', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  icon: text('icon').notNull(),
  subTitle: text('sub_title').notNull(),
  comingSoon: boolean('coming_soon').notNull().default(false),
  position: listPosition(),
});

export const categories = pgTable('categories', {
  id: identityId(),
  name: text('name').notNull().unique(),
});

/** Financial institutions (product brands). */
export const institutions = pgTable('institutions', {
  id: identityId(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  icon: text('icon').notNull(),
});

export type ExtraField = { label: string; value: string };
export const PRODUCT_TYPES = ['REDIRECT', 'TABLE', 'DEFAULT', 'APP'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    title: text('title').notNull(),
    subTitle: text('sub_title').notNull(),
    description: text('description').notNull(),
    about: text('about'),
    groupId: integer('group_id')
      .notNull()
      .references(() => productGroups.id),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    isPj: boolean('is_pj').notNull().default(false),
    productType: varchar('product_type', { length: 8 }).$type<ProductType>().notNull(),
    productColor: varchar('product_color', { length: 16 }).notNull(),
    bannerColor: varchar('banner_color', { length: 16 }).notNull(),
    cardTitle: text('card_title').notNull(),
    productImage: text('product_image').notNull(),
    extraFields: jsonOf<ExtraField[]>('extra_fields').notNull().default([]),
    /** 0 none, 1 own, 2 and 3 through correspondent banks (longer disclaimer). */
    corban: smallint('corban').notNull().default(0),
    redirectId: integer('redirect_id'),
    /** Partner hand-off address (REDIRECT and APP products). */
    partnerUrl: text('partner_url'),
    position: listPosition(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('products_group_idx').on(t.groupId)],
);

/** The product a request is for. */
export const productRef = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id);

export const productRelations = pgTable(
  'product_relations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: listPosition(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedId] })],
);

/** Home banners; rows without a store slug are the general set served by `carousel/last/`. */
export const carouselImages = pgTable(
  'carousel_images',
  {
    id: identityId(),
    storeSlug: text('store_slug'),
    image: text('image').notNull(),
    /** May contain `{pb}`, replaced by the banker slug in the storefront. */
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    /** The banner's words, drawn as text over the brand's colour: headline, one line, call to action. */
    headline: text('headline').notNull().default(''),
    text: text('text').notNull().default(''),
    cta: text('cta').notNull().default(''),
    position: listPosition(),
  },
  (t) => [index('carousel_store_idx').on(t.storeSlug)],
);

/** Partner institutions' logos; rows with a company belong to that company's stores only. */
export const partners = pgTable(
  'partners',
  {
    id: identityId(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    position: listPosition(),
  },
  // The store reads ask for the general logos (null) and one company's.
  (t) => [index('partners_company_idx').on(t.companyId)],
);

/** Consortium letters offered by administrators (store `consorcio/` list). */
export const consortiumLetters = pgTable(
  'consortium_letters',
  {
    id: identityId(),
    administrator: text('administrator').notNull(),
    consortiumType: varchar('consortium_type', { length: 16 }).notNull(),
    isPj: boolean('is_pj').notNull().default(false),
    creditValue: integer('credit_value').notNull(),
    term: smallint('term').notNull(),
    installment: integer('installment').notNull(),
    adminFee: text('admin_fee').notNull(),
    situation: text('situation').notNull(),
  },
  (t) => [index('consortium_letters_lookup_idx').on(t.isPj, t.consortiumType, t.creditValue)],
);

/** Occupation domain list (sim ids). */
export const occupations = pgTable('occupations', {
  simId: integer('sim_id').primaryKey(),
  description: text('description').notNull(),
});

/** Bank lists of the real-estate credit form: kind is banks, marital_statuses, income_sources or professions. */
export const bankListItems = pgTable(
  'bank_list_items',
  {
    id: identityId(),
    kind: varchar('kind', { length: 24 }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    position: listPosition(),
  },
  (t) => [index('bank_list_kind_idx').on(t.kind)],
);
