import type { Db } from '../../db/index.ts';
import { interestRecords } from '../../db/schema/index.ts';

export async function insertInterestRecord(
  db: Db,
  values: typeof interestRecords.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(interestRecords).values(values).returning({ id: interestRecords.id });
  return row?.id ?? 0;
}
