import { mediaUrl, productImageName } from '../catalog/media.ts';
import { DEMO } from '../db/demo/demo.ts';
import type { Db } from '../db/index.ts';
import * as t from '../db/schema/index.ts';
import { GROUPS, generatedProducts, INSTITUTIONS, NAMED_PRODUCTS, productTexts } from './catalog-data.ts';
import { consortiumLetters, GENERAL_BANNERS, PARTNER_LOGOS, STORE_BANNERS } from './content-data.ts';

const GROUP_SLUG = new Map<number, string>(GROUPS.map((g) => [g.id, g.slug]));
const PALETTE = ['#1d4ed8', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#047857', '#c2410c', '#0e7490'];

/** Related products: the next three of the same family, after the product's own id and wrapping around. */
function relatedProducts(all: readonly { id: number; group: number }[]) {
  const byGroup = new Map<number, number[]>();
  for (const p of all) byGroup.set(p.group, [...(byGroup.get(p.group) ?? []), p.id]);
  return all.flatMap((p) => {
    const ids = (byGroup.get(p.group) ?? []).filter((id) => id !== p.id);
    const start = Math.max(
      0,
      ids.findIndex((id) => id > p.id),
    );
    return [0, 1, 2]
      .map((k) => ids[(start + k) % Math.max(ids.length, 1)])
      .filter((id): id is number => id !== undefined)
      .map((relatedId, position) => ({ productId: p.id, relatedId, position }));
  });
}

/** The families, institutions and products of the catalog. */
export async function seedCatalog(db: Db): Promise<void> {
  await db
    .insert(t.productGroups)
    .values(
      GROUPS.map((g, position) => ({
        id: g.id,
        name: g.name,
        slug: g.slug,
        icon: mediaUrl('groups', g.slug),
        subTitle: g.subTitle,
        comingSoon: 'comingSoon' in g ? g.comingSoon : false,
        position,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(t.institutions)
    .values(
      INSTITUTIONS.map(([slug, name], i) => ({
        id: i + 1,
        slug,
        name,
        icon: mediaUrl('institutions', slug),
      })),
    )
    .onConflictDoNothing();
  const all = [...NAMED_PRODUCTS, ...generatedProducts()];
  const categoryNames = [...new Set(all.map((p) => p.category))];
  await db
    .insert(t.categories)
    .values(categoryNames.map((name, i) => ({ id: i + 1, name })))
    .onConflictDoNothing();
  const institutionId = new Map(INSTITUTIONS.map(([slug], i) => [slug, i + 1]));
  const institutionName = new Map(INSTITUTIONS);
  const categoryId = new Map(categoryNames.map((name, i) => [name, i + 1]));
  await db
    .insert(t.products)
    .values(
      all.map((p, position) => {
        const texts = productTexts(p, institutionName.get(p.brand) ?? p.brand);
        const color = PALETTE[p.id % PALETTE.length] ?? '#1d4ed8';
        return {
          id: p.id,
          title: p.title,
          subTitle: texts.subTitle,
          description: texts.description,
          about: texts.about,
          groupId: p.group,
          institutionId: institutionId.get(p.brand) ?? 1,
          categoryId: categoryId.get(p.category) ?? 1,
          isPj: p.isPj ?? false,
          productType: p.type,
          productColor: color,
          bannerColor: color,
          cardTitle: texts.cardTitle,
          productImage: mediaUrl('products', productImageName(GROUP_SLUG.get(p.group) ?? '', color)),
          extraFields: texts.extraFields,
          corban: p.corban ?? 0,
          redirectId: p.redirectId ?? null,
          partnerUrl:
            p.type === 'REDIRECT' || p.type === 'APP' ? `/sandbox/partner/${p.brand}/${p.id}` : null,
          position,
        };
      }),
    )
    .onConflictDoNothing();
  await db.insert(t.productRelations).values(relatedProducts(all)).onConflictDoNothing();
}

/** Banners, partner logos and consortium letters. */
export async function seedContent(db: Db): Promise<void> {
  const banners = [
    ...GENERAL_BANNERS.map((b) => ({ ...b, storeSlug: null })),
    ...STORE_BANNERS.map((b) => ({ ...b, storeSlug: DEMO.logins.ana.slug })),
  ].map((b, i) => ({ id: i + 1, position: i, ...b }));
  await db.insert(t.carouselImages).values(banners).onConflictDoNothing();
  await db
    .insert(t.partners)
    .values(
      PARTNER_LOGOS.map((p, i) => ({
        id: i + 1,
        position: i,
        name: p.name,
        image: p.image,
        companyId: p.companyId ?? null,
      })),
    )
    .onConflictDoNothing();
  await db.insert(t.consortiumLetters).values(consortiumLetters()).onConflictDoNothing();
}
