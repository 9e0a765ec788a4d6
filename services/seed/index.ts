import type { Db } from '../db/index.ts';
import { seedCatalog, seedContent } from './catalog.ts';
import { seedCompanies } from './companies.ts';
import { seedFunnel } from './funnel.ts';
import { seedOrders } from './orders.ts';
import { seedPeople } from './people.ts';
import { seedReference } from './reference.ts';
import { syncSequences } from './sequences.ts';

const PLATFORM_TABLES = [
  'terms_of_service',
  'companies',
  'cities',
  'categories',
  'institutions',
  'carousel_images',
  'partners',
  'consortium_letters',
  'bank_list_items',
];

const SEEDED_TABLES = [...PLATFORM_TABLES, 'persons', 'documents', 'contacts', 'leads'];

/**
 * The platform's own data, demo or not: the companies behind the brands with their terms, the
 * reference lists, the catalog and its banners and partners (no person, store nor order).
 * Idempotent.
 */
export async function seedPlatform(db: Db): Promise<void> {
  await seedCompanies(db);
  await seedReference(db);
  await seedCatalog(db);
  await seedContent(db);
  await syncSequences(db, PLATFORM_TABLES);
}

/** Seeds the demo data over the platform's; safe to run on every start (existing rows are kept). */
export async function seedDatabase(db: Db, now = new Date()): Promise<void> {
  await seedPlatform(db);
  await seedPeople(db, now);
  await syncSequences(db, SEEDED_TABLES);
  await seedOrders(db, now);
  await seedFunnel(db, now);
}
