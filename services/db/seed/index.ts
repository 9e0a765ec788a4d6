import type { Db } from '../index.ts';
import { seedOrders } from './orders.ts';

/** Seeds the demo data; safe to run on every start. */
export async function seedDatabase(db: Db): Promise<void> {
  await seedOrders(db);
}
