import type { Db } from '../index.ts';
import { seedCatalog, seedContent } from './catalog.ts';
import { seedCompanies } from './companies.ts';
import { seedOrders } from './orders.ts';
import { seedPeople } from './people.ts';
import { seedReference } from './reference.ts';
import { syncSequences } from './sequences.ts';

const SEEDED_TABLES = [
  'terms_of_service',
  'companies',
  'cities',
  'categories',
  'institutions',
  'carousel_images',
  'partners',
  'consortium_letters',
  'bank_list_items',
  'persons',
  'documents',
  'contacts',
  'leads',
];

/** Seeds the demo data; safe to run on every start (existing rows are kept). */
export async function seedDatabase(db: Db, now = new Date()): Promise<void> {
  await seedCompanies(db);
  await seedReference(db);
  await seedCatalog(db);
  await seedContent(db);
  await seedPeople(db, now);
  await syncSequences(db, SEEDED_TABLES);
  await seedOrders(db, now);
}
