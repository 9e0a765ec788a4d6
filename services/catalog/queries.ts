import { and, asc, eq, gte, or, sql } from 'drizzle-orm';
import { MAX_ID } from '../../src/core/contract/common.ts';
import type { ProductAnswer, ProductGroupAnswer } from '../../src/core/contract/store.ts';
import { PERSON_TYPE } from '../../src/core/format/person-types.ts';
import type { CarouselAnswer, PartnerAnswer } from '../../src/features/catalog/contract/catalog.ts';
import type { Db } from '../db/index.ts';
import { preparedOnce } from '../db/prepared.ts';
import {
  categories,
  companies,
  consortiumLetters,
  institutions,
  partners,
  persons,
  productGroups,
  products,
  stores,
  termsOfService,
} from '../db/schema/index.ts';
import { groupItems, groupJson, productJoins, summaryPairs } from './json-sql.ts';

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
    .where(and(eq(persons.slug, slug), eq(persons.personType, PERSON_TYPE.banker)))
    .limit(1);
  return rows[0];
}
export type StoreRow = NonNullable<Awaited<ReturnType<typeof findStore>>>;

/** The banker's store a path names (`:pb`); each store read below answers no row without one. */
const isStore = and(eq(persons.slug, sql.placeholder('pb')), eq(persons.personType, PERSON_TYPE.banker));

/** Store, company and the families' refs of the marketplace answer, in one statement. */
export async function findMarketplace(db: Db, slug: string) {
  const statement = preparedOnce(db, 'store_marketplace', (db, name) =>
    db
      .select({
        person: { id: persons.id, slug: persons.slug, personType: persons.personType },
        store: stores,
        company: companies,
        tosVersion: termsOfService.version,
        groups: sql<{ id: number; slug: string }[]>`(
          SELECT coalesce(json_agg(json_build_object('id', g.id, 'slug', g.slug) ORDER BY g.position, g.id), '[]')
          FROM product_groups g)`,
      })
      .from(persons)
      .leftJoin(stores, eq(stores.personId, persons.id))
      .leftJoin(companies, eq(companies.id, persons.companyId))
      .leftJoin(termsOfService, eq(termsOfService.id, companies.tosId))
      .where(isStore)
      .limit(1)
      .prepare(name),
  );
  return (await statement.execute({ pb: slug }))[0];
}

/** The product answer (null when unknown or inactive), or undefined without the store. */
export async function findProductAnswer(db: Db, slug: string, id: number) {
  const statement = preparedOnce(db, 'store_product', (db, name) =>
    db
      .select({
        product: sql<ProductAnswer | null>`(
          SELECT json_build_object(${summaryPairs('p', 'i', 'c', 'g')},
            'description', p.description, 'about', p.about, 'banner_color', p.banner_color,
            'extra_fields', p.extra_fields,
            'products_related', (
              SELECT coalesce(json_agg(json_build_object(${summaryPairs('rp', 'ri', 'rc', 'rg')})
                ORDER BY r.position, r.related_id), '[]')
              FROM product_relations r
              JOIN ${productJoins('rp', 'ri', 'rc')} ON rp.id = r.related_id
              JOIN product_groups rg ON rg.id = rp.group_id
              WHERE r.product_id = p.id AND rp.active),
            'corban', p.corban,
            'partners', json_build_array(json_build_object('name', i.name, 'image', i.icon)))
          FROM ${productJoins('p', 'i', 'c')}
          JOIN product_groups g ON g.id = p.group_id
          WHERE p.id = ${sql.placeholder('id')} AND p.active)`,
      })
      .from(persons)
      .where(isStore)
      .limit(1)
      .prepare(name),
  );
  return (await statement.execute({ pb: slug, id }))[0];
}

/** Every family with its products, or undefined without the store. */
export async function listGroupAnswers(db: Db, slug: string) {
  const statement = preparedOnce(db, 'store_product_groups', (db, name) =>
    db
      .select({
        groups: sql<ProductGroupAnswer[]>`(
          SELECT coalesce(json_agg(${groupJson} ORDER BY g.position, g.id), '[]')
          FROM product_groups g ${groupItems})`,
      })
      .from(persons)
      .where(isStore)
      .limit(1)
      .prepare(name),
  );
  return (await statement.execute({ pb: slug }))[0]?.groups;
}

/** One family by id or slug with its products (null when unknown), or undefined without the store. */
export async function findGroupAnswer(db: Db, slug: string, idOrSlug: string) {
  const statement = preparedOnce(db, 'store_product_group', (db, name) =>
    db
      .select({
        group: sql<ProductGroupAnswer | null>`(
          SELECT ${groupJson} FROM product_groups g ${groupItems}
          WHERE g.id = ${sql.placeholder('id')} OR g.slug = ${sql.placeholder('slug')})`,
      })
      .from(persons)
      .where(isStore)
      .limit(1)
      .prepare(name),
  );
  const id = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : null;
  const rows = await statement.execute({
    pb: slug,
    // An id past the integer range names no family.
    id: id !== null && id <= MAX_ID ? id : null,
    slug: id === null ? idOrSlug : null,
  });
  return rows[0];
}

/** General partner logos plus those of the company of the person `:slug` names (json list). */
const partnersOfSlug = sql<PartnerAnswer[]>`(
  SELECT coalesce(json_agg(json_build_object('id', pt.id, 'name', pt.name, 'image', pt.image)
    ORDER BY pt.position, pt.id), '[]')
  FROM partners pt
  WHERE pt.company_id IS NULL
     OR pt.company_id = (SELECT company_id FROM persons WHERE slug = ${sql.placeholder('slug')} LIMIT 1))`;

/** A statement of one row without a table. */
const oneRow = sql`(SELECT 1) AS one`;

/** Partner logos: the general ones plus, with a store slug, those of its company. */
export async function listPartnerAnswers(db: Db, slug: string | null): Promise<PartnerAnswer[]> {
  const statement = preparedOnce(db, 'store_partners', (db, name) =>
    db.select({ partners: partnersOfSlug }).from(oneRow).prepare(name),
  );
  const rows = await statement.execute({ slug });
  return rows[0]?.partners ?? [];
}

const bannersWhere = {
  general: sql`ci.store_slug IS NULL`,
  store: sql`ci.store_slug = ${sql.placeholder('slug')}`,
};

/** Home banners of a store (or the general set for null) and the partner logos shown with them. */
export async function carouselAnswer(db: Db, slug: string | null): Promise<CarouselAnswer> {
  const kind = slug === null ? 'general' : 'store';
  const statement = preparedOnce(db, `store_carousel_${kind}`, (db, name) =>
    db
      .select({
        images: sql<CarouselAnswer['images']>`(
          SELECT coalesce(json_agg(json_build_object('image', ci.image, 'url', ci.url, 'alt', ci.alt,
            'headline', ci.headline, 'text', ci.text, 'cta', ci.cta) ORDER BY ci.position, ci.id), '[]')
          FROM carousel_images ci WHERE ${bannersWhere[kind]})`,
        partners: partnersOfSlug,
      })
      .from(oneRow)
      .prepare(name),
  );
  const rows = await statement.execute({ slug });
  return rows[0] ?? { images: [], partners: [] };
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

/** The name of the first row a query of names finds. */
async function firstName(query: { limit(count: number): PromiseLike<{ name: string }[]> }) {
  const rows = await query.limit(1);
  return rows[0]?.name;
}

/** The name a wordmark image shows: the institution, partner or company behind a media address. */
export async function mediaLabel(
  db: Db,
  kind: string,
  name: string,
  url: string,
): Promise<string | undefined> {
  if (kind === 'institutions')
    return firstName(
      db.select({ name: institutions.name }).from(institutions).where(eq(institutions.slug, name)),
    );
  if (kind === 'partners')
    return firstName(db.select({ name: partners.name }).from(partners).where(eq(partners.image, url)));
  if (kind === 'companies') {
    const byAddress = or(eq(companies.logo, url), eq(companies.favicon, url));
    return firstName(db.select({ name: companies.name }).from(companies).where(byAddress));
  }
  return undefined;
}
