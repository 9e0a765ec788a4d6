import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ProductSummaryAnswer } from '../../src/api/store.ts';
import type { Db } from '../db/index.ts';
import {
  carouselImages,
  categories,
  companies,
  consortiumLetters,
  institutions,
  partners,
  persons,
  productGroups,
  productRelations,
  products,
  stores,
  termsOfService,
} from '../db/schema/index.ts';

/** Product id whose type is always DEFAULT (spec §3). */
const FORCED_DEFAULT_ID = 59;

const summaryColumns = {
  id: products.id,
  title: products.title,
  subTitle: products.subTitle,
  brand: institutions.name,
  brandSlug: institutions.slug,
  brandIcon: institutions.icon,
  category: categories.name,
  isPj: products.isPj,
  productType: products.productType,
  productColor: products.productColor,
  cardTitle: products.cardTitle,
  productImage: products.productImage,
  familySlug: productGroups.slug,
  redirectId: products.redirectId,
  groupId: products.groupId,
};

type SummaryRow = {
  id: number;
  title: string;
  subTitle: string;
  brand: string;
  brandSlug: string;
  brandIcon: string;
  category: string;
  isPj: boolean;
  productType: string;
  productColor: string;
  cardTitle: string;
  productImage: string;
  familySlug: string;
  redirectId: number | null;
};

export function toSummary(row: SummaryRow): ProductSummaryAnswer {
  return {
    id: row.id,
    title: row.title,
    sub_title: row.subTitle,
    brand: row.brand,
    brand_slug: row.brandSlug,
    brand_icon: row.brandIcon,
    category: { name: row.category },
    is_pj: row.isPj,
    contract_type: row.isPj ? 'pj' : 'pf',
    product_type: (row.id === FORCED_DEFAULT_ID
      ? 'DEFAULT'
      : row.productType) as ProductSummaryAnswer['product_type'],
    product_color: row.productColor,
    card_title: row.cardTitle,
    product_image: row.productImage,
    family_slug: row.familySlug,
    redirect_id: row.redirectId,
  };
}

function summaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(institutions, eq(institutions.id, products.institutionId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(productGroups, eq(productGroups.id, products.groupId));
}

/** A banker's store with its company, or undefined. One indexed query. */
export async function findStore(db: Db, slug: string) {
  const rows = await db
    .select({
      person: {
        id: persons.id,
        slug: persons.slug,
        personType: persons.personType,
      },
      store: stores,
      company: companies,
      tosVersion: termsOfService.version,
    })
    .from(persons)
    .leftJoin(stores, eq(stores.personId, persons.id))
    .leftJoin(companies, eq(companies.id, persons.companyId))
    .leftJoin(termsOfService, eq(termsOfService.id, companies.tosId))
    .where(and(eq(persons.slug, slug), eq(persons.personType, 0)))
    .limit(1);
  return rows[0];
}
export type StoreRow = NonNullable<Awaited<ReturnType<typeof findStore>>>;

export async function listGroupRefs(db: Db) {
  return db
    .select({ id: productGroups.id, slug: productGroups.slug })
    .from(productGroups)
    .orderBy(asc(productGroups.position), asc(productGroups.id));
}

export async function findTerms(db: Db, id: number) {
  const rows = await db.select().from(termsOfService).where(eq(termsOfService.id, id)).limit(1);
  return rows[0];
}

export async function findProduct(db: Db, id: number) {
  const rows = await db
    .select({
      ...summaryColumns,
      description: products.description,
      about: products.about,
      bannerColor: products.bannerColor,
      extraFields: products.extraFields,
      corban: products.corban,
    })
    .from(products)
    .innerJoin(institutions, eq(institutions.id, products.institutionId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(productGroups, eq(productGroups.id, products.groupId))
    .where(and(eq(products.id, id), eq(products.active, true)))
    .limit(1);
  return rows[0];
}

export async function findRelated(db: Db, id: number) {
  return summaries(db)
    .innerJoin(productRelations, eq(productRelations.relatedId, products.id))
    .where(and(eq(productRelations.productId, id), eq(products.active, true)))
    .orderBy(asc(productRelations.position));
}

export async function listGroups(db: Db) {
  return db.select().from(productGroups).orderBy(asc(productGroups.position), asc(productGroups.id));
}

/** Products of some families (coming-soon families are left out by the caller). */
export async function listProductsOfGroups(db: Db, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return summaries(db)
    .where(and(inArray(products.groupId, groupIds), eq(products.active, true)))
    .orderBy(asc(products.position), asc(products.id));
}

export async function findGroup(db: Db, idOrSlug: string) {
  const byId = /^\d+$/.test(idOrSlug)
    ? eq(productGroups.id, Number(idOrSlug))
    : eq(productGroups.slug, idOrSlug);
  const rows = await db.select().from(productGroups).where(byId).limit(1);
  return rows[0];
}

export async function listBanners(db: Db, slug: string | null) {
  return db
    .select({
      image: carouselImages.image,
      url: carouselImages.url,
      alt: carouselImages.alt,
      headline: carouselImages.headline,
      text: carouselImages.text,
      cta: carouselImages.cta,
    })
    .from(carouselImages)
    .where(slug === null ? isNull(carouselImages.storeSlug) : eq(carouselImages.storeSlug, slug))
    .orderBy(asc(carouselImages.position), asc(carouselImages.id));
}

/** General partner logos plus those of a company. */
export async function listPartners(db: Db, companyId: number | null) {
  return db
    .select({ id: partners.id, name: partners.name, image: partners.image })
    .from(partners)
    .where(
      companyId === null
        ? isNull(partners.companyId)
        : or(isNull(partners.companyId), eq(partners.companyId, companyId)),
    )
    .orderBy(asc(partners.position), asc(partners.id));
}

/** The company of a store slug, for partner filtering (null when unknown). */
export async function companyOfSlug(db: Db, slug: string): Promise<number | null> {
  const rows = await db
    .select({ companyId: persons.companyId })
    .from(persons)
    .where(eq(persons.slug, slug))
    .limit(1);
  return rows[0]?.companyId ?? null;
}

export async function listConsortium(
  db: Db,
  filter: {
    isPj: boolean;
    type: string | null;
    minValue: number | undefined;
    page: number;
    pageSize: number;
  },
) {
  const where = and(
    eq(consortiumLetters.isPj, filter.isPj),
    filter.type ? eq(consortiumLetters.consortiumType, filter.type) : undefined,
    filter.minValue !== undefined ? gte(consortiumLetters.creditValue, filter.minValue) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(consortiumLetters)
      .where(where)
      .orderBy(asc(consortiumLetters.creditValue), asc(consortiumLetters.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(consortiumLetters).where(where),
  ]);
  return { rows, count: Number(total[0]?.count ?? 0) };
}

/** The name a wordmark image shows: the institution, partner or company behind a media address. */
export async function mediaLabel(
  db: Db,
  kind: string,
  name: string,
  url: string,
): Promise<string | undefined> {
  if (kind === 'institutions') {
    const rows = await db
      .select({ name: institutions.name })
      .from(institutions)
      .where(eq(institutions.slug, name))
      .limit(1);
    return rows[0]?.name;
  }
  if (kind === 'partners') {
    const rows = await db
      .select({ name: partners.name })
      .from(partners)
      .where(eq(partners.image, url))
      .limit(1);
    return rows[0]?.name;
  }
  if (kind === 'companies') {
    const rows = await db
      .select({ name: companies.name })
      .from(companies)
      .where(or(eq(companies.logo, url), eq(companies.favicon, url)))
      .limit(1);
    return rows[0]?.name;
  }
  return undefined;
}
