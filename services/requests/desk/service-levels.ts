import { eq } from 'drizzle-orm';
import {
  DEFAULT_SERVICE_LEVELS,
  type ServiceLevels,
} from '../../../src/features/requests/rules/service-levels.ts';
import type { Db, DbWriter } from '../../db/index.ts';
import { storeServiceLevels } from '../../db/schema/index.ts';

/** The store's service levels: its own where it set one, the defaults elsewhere. */
export async function serviceLevelsOf(db: Db | DbWriter, bankerId: number): Promise<ServiceLevels> {
  const own = await db
    .select({ status: storeServiceLevels.status, days: storeServiceLevels.businessDays })
    .from(storeServiceLevels)
    .where(eq(storeServiceLevels.bankerId, bankerId));
  const levels: ServiceLevels = { ...DEFAULT_SERVICE_LEVELS };
  for (const { status, days } of own) levels[status] = days;
  return levels;
}
