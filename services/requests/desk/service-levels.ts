import { eq } from 'drizzle-orm';
import {
  DEFAULT_SERVICE_LEVELS,
  LEVELED_STATUSES,
  type LeveledStatus,
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

/**
 * Keeps the store's own levels (one upsert per status named, in one transaction) and answers the
 * levels in force for every status that has one.
 */
export async function setServiceLevels(
  db: Db,
  bankerId: number,
  levels: readonly { status: LeveledStatus; business_days: number }[],
) {
  await db.transaction(async (tx) => {
    for (const { status, business_days } of levels)
      await tx
        .insert(storeServiceLevels)
        .values({ bankerId, status, businessDays: business_days })
        .onConflictDoUpdate({
          target: [storeServiceLevels.bankerId, storeServiceLevels.status],
          set: { businessDays: business_days },
        });
  });
  const inForce = await serviceLevelsOf(db, bankerId);
  return {
    levels: LEVELED_STATUSES.map((status) => ({
      status,
      business_days: inForce[status] ?? DEFAULT_SERVICE_LEVELS[status],
    })),
  };
}
