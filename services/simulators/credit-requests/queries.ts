import type { Db } from '../../db/index.ts';
import { realEstateCreditRequests } from '../../db/schema/index.ts';

export async function insertCreditRequest(
  db: Db,
  values: { bankerId: number; customerId: number; email: string; payload: Record<string, unknown> },
): Promise<number> {
  const [row] = await db
    .insert(realEstateCreditRequests)
    .values(values)
    .returning({ id: realEstateCreditRequests.id });
  return row?.id ?? 0;
}
