import { type SQL, sql } from 'drizzle-orm';

/** Product id whose type is always DEFAULT (docs/entities.md). */
export const FORCED_DEFAULT_ID = 59;

/**
 * The key/value pairs of the product summary answer (docs/entities.md), in the contract's order, for
 * json_build_object: product `p`, its institution `i`, category `c` and family `g`.
 */
export const summaryPairs = (p: string, i: string, c: string, g: string): SQL =>
  sql.raw(`'id', ${p}.id, 'title', ${p}.title, 'sub_title', ${p}.sub_title,
    'brand', ${i}.name, 'brand_slug', ${i}.slug, 'brand_icon', ${i}.icon,
    'category', json_build_object('name', ${c}.name),
    'is_pj', ${p}.is_pj, 'contract_type', CASE WHEN ${p}.is_pj THEN 'pj' ELSE 'pf' END,
    'product_type', CASE WHEN ${p}.id = ${FORCED_DEFAULT_ID} THEN 'DEFAULT' ELSE ${p}.product_type END,
    'product_color', ${p}.product_color, 'card_title', ${p}.card_title, 'product_image', ${p}.product_image,
    'family_slug', ${g}.slug, 'redirect_id', ${p}.redirect_id`);

/** Products `p` joined to their institution `i` and category `c`. */
export const productJoins = (p: string, i: string, c: string): SQL =>
  sql.raw(`products ${p}
    JOIN institutions ${i} ON ${i}.id = ${p}.institution_id
    JOIN categories ${c} ON ${c}.id = ${p}.category_id`);

/**
 * The product group answer (docs/entities.md) of the family `g` joined to groupItems: its active products
 * in (position, id) order, none while coming soon, and their categories in order of first use.
 */
export const groupJson: SQL = sql`json_build_object(
    'id', g.id, 'name', g.name, 'title', g.name, 'slug', g.slug, 'icon', g.icon,
    'sub_title', g.sub_title, 'coming_soon', g.coming_soon,
    'categories', items.categories, 'items', items.items)`;

/** The lateral subquery `items` of the family `g` that groupJson reads. */
export const groupItems: SQL = sql`CROSS JOIN LATERAL (
    SELECT coalesce(json_agg(s.summary ORDER BY s.position, s.id), '[]') AS items,
           coalesce(json_agg(json_build_object('name', s.category) ORDER BY s.position, s.id)
             FILTER (WHERE s.first_of_category), '[]') AS categories
    FROM (
      SELECT json_build_object(${summaryPairs('p', 'i', 'c', 'g')}) AS summary, p.position, p.id,
             c.name AS category,
             row_number() OVER (PARTITION BY c.name ORDER BY p.position, p.id) = 1 AS first_of_category
      FROM ${productJoins('p', 'i', 'c')}
      WHERE p.group_id = g.id AND p.active AND NOT g.coming_soon
    ) s
  ) items`;
