/**
 * `DATABASE_URL=postgres://… node scripts/bench/generate-catalog.ts [--bankers 5000 --products 1000 --companies 50]`:
 * migrates and seeds the demo data, then grows the catalog to a production-like size (companies;
 * bankers with store, profile, address and contacts; products with relations; store banners; company
 * partners) so `EXPLAIN ANALYZE` of the store reads shows the plans a real database gets.
 * Idempotent: generated rows have fixed ids and slugs (`pb-gerado-N`).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../services/config.ts';
import { openDatabase } from '../../services/db/index.ts';
import { seedDatabase } from '../../services/seed/index.ts';

const { values: args } = parseArgs({
  options: {
    bankers: { type: 'string', default: '5000' },
    products: { type: 'string', default: '1000' },
    companies: { type: 'string', default: '50' },
  },
});
const bankers = Number(args.bankers);
const productTotal = Number(args.products);
const companyTotal = Number(args.companies);

/** Generated people take ids from here up, clear of the demo's. */
const FIRST_PERSON_ID = 100_000;

const STATEMENTS = [
  // Companies beside the demo's, each with its own partner logos (below).
  sql`INSERT INTO companies (id, name, plan, whitelabel)
      SELECT ${FIRST_PERSON_ID} + k, 'Empresa Gerada ' || k, CASE WHEN k % 2 = 0 THEN 'full' ELSE 'lite' END, k % 3 = 0
      FROM generate_series(1, ${companyTotal}) AS k
      ON CONFLICT DO NOTHING`,
  // Bankers: three in four belong to a company, the rest to none.
  sql`INSERT INTO persons (id, email, full_name, nickname, slug, person_type, principal_contact, photo, company_id)
      SELECT ${FIRST_PERSON_ID} + n, 'pb-gerado-' || n || '@exemplo.com.br', 'Banker Gerado ' || n, 'Banker ' || n,
             'pb-gerado-' || n, 0, '1199' || lpad(n::text, 7, '0'), '/api/store/media/people/pb-gerado-' || n || '.svg',
             CASE WHEN n % 4 = 0 THEN NULL ELSE (SELECT id FROM companies ORDER BY id OFFSET (n % (SELECT count(*) FROM companies)) LIMIT 1) END
      FROM generate_series(1, ${bankers}) AS n
      ON CONFLICT DO NOTHING`,
  sql`INSERT INTO stores (person_id, home_title, disabled)
      SELECT ${FIRST_PERSON_ID} + n, CASE WHEN n % 3 = 0 THEN 'Loja ' || n END, n % 50 = 0
      FROM generate_series(1, ${bankers}) AS n
      ON CONFLICT DO NOTHING`,
  sql`INSERT INTO banker_profiles (person_id, pb_since, career, certificates, bio, assistant_id)
      SELECT ${FIRST_PERSON_ID} + n, date '2015-01-01' + (n % 3000),
             jsonb_build_array(jsonb_build_object('company', 'Banco ' || (n % 40), 'roles', jsonb_build_array('Gerente'))),
             jsonb_build_array('CPA-20'), 'Atendo há ' || (n % 20) || ' anos.',
             CASE WHEN n % 5 = 0 THEN ${FIRST_PERSON_ID} + n - 1 END
      FROM generate_series(1, ${bankers}) AS n
      ON CONFLICT DO NOTHING`,
  sql`INSERT INTO addresses (person_id, city_id, state_id)
      SELECT ${FIRST_PERSON_ID} + n, c.id, c.state_id
      FROM generate_series(1, ${bankers}) AS n
      JOIN LATERAL (SELECT id, state_id FROM cities ORDER BY id OFFSET (n % GREATEST((SELECT count(*) FROM cities), 1)) LIMIT 1) c ON true
      ON CONFLICT DO NOTHING`,
  sql`INSERT INTO contacts (person_id, contact_type_id, value)
      SELECT ${FIRST_PERSON_ID} + n, t.id, 'pb' || n
      FROM generate_series(1, ${bankers}) AS n CROSS JOIN (SELECT id FROM contact_types WHERE id IN (1, 3)) t
      ON CONFLICT DO NOTHING`,
  // Products up to the total (ids after the demo's), spread over the open families, each related to three others.
  sql`INSERT INTO products (id, title, sub_title, description, group_id, institution_id, category_id, is_pj,
                            product_type, product_color, banner_color, card_title, product_image, position)
      SELECT n, 'Produto gerado ' || n, 'Condições do produto ' || n, 'Descrição do produto ' || n,
             g.id, (SELECT id FROM institutions ORDER BY id OFFSET (n % (SELECT count(*) FROM institutions)) LIMIT 1),
             (SELECT id FROM categories ORDER BY id OFFSET (n % (SELECT count(*) FROM categories)) LIMIT 1),
             n % 4 = 0, (ARRAY['REDIRECT', 'TABLE', 'DEFAULT', 'APP'])[1 + n % 4], '#1d4ed8', '#0b5d8c',
             'Saiba mais', '/api/store/media/products/' || g.slug || '-1d4ed8.svg', n % 30
      FROM generate_series((SELECT max(id) + 1 FROM products),
                           (SELECT max(id) + ${productTotal} - count(*) FROM products)) AS n
      JOIN LATERAL (SELECT id, slug FROM product_groups WHERE NOT coming_soon ORDER BY id
                    OFFSET (n % (SELECT count(*) FROM product_groups WHERE NOT coming_soon)) LIMIT 1) g ON true`,
  sql`INSERT INTO product_relations (product_id, related_id, position)
      SELECT p.id, r.id, r.k
      FROM products p
      JOIN LATERAL (SELECT q.id, row_number() OVER (ORDER BY q.id) AS k FROM products q
                    WHERE q.group_id = p.group_id AND q.id > p.id ORDER BY q.id LIMIT 3) r ON true
      WHERE NOT EXISTS (SELECT 1 FROM product_relations x WHERE x.product_id = p.id)
      ON CONFLICT DO NOTHING`,
  sql`INSERT INTO carousel_images (store_slug, image, url, alt, position)
      SELECT 'pb-gerado-' || n, '/api/store/media/banners/emprestimos.svg', '/{pb}/produtos', 'Banner ' || k, k
      FROM generate_series(1, ${bankers}, 10) AS n CROSS JOIN generate_series(1, 2) AS k
      WHERE NOT EXISTS (SELECT 1 FROM carousel_images WHERE store_slug = 'pb-gerado-1')`,
  sql`INSERT INTO partners (name, image, company_id, position)
      SELECT 'Parceiro ' || c.id || '-' || k, '/api/store/media/partners/parceiro-' || c.id || '-' || k || '.svg', c.id, k
      FROM companies c CROSS JOIN generate_series(1, 20) AS k
      WHERE NOT EXISTS (SELECT 1 FROM partners WHERE name LIKE 'Parceiro %-1')`,
  sql`ANALYZE`,
];

const database = await openDatabase(loadConfig());
try {
  if (database.kind !== 'postgres') throw new Error('DATABASE_URL deve apontar para um PostgreSQL.');
  await database.migrate();
  await seedDatabase(database.db);
  for (const statement of STATEMENTS) await database.db.execute(statement);
  const [counts] = await database.db
    .select({
      bankers: sql<number>`(SELECT count(*)::int FROM persons WHERE person_type = 0)`,
      products: sql<number>`(SELECT count(*)::int FROM products)`,
    })
    .from(sql`(SELECT 1) AS one`);
  console.log('Catálogo gerado:', counts);
} finally {
  await database.close();
}
