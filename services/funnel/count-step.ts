import { sql } from 'drizzle-orm';
import type { FunnelStep } from '../../src/features/funnel/contract/funnel.ts';
import { brasiliaDay } from '../../src/features/requests/rules/business-days.ts';
import type { Db, DbWriter } from '../db/index.ts';
import { storeFunnelCounts } from '../db/schema/index.ts';

export interface CountedStep {
  bankerId: number;
  step: FunnelStep;
  /** The family's slug; '' when the step names none. */
  family?: string | undefined;
  /** `qr`, `link`, `campanha:{name}`; '' when not known. */
  source?: string | undefined;
  at: Date;
}

/**
 * Adds one to the store's count of a step on the Brasília day of `at`: one upsert, so pages
 * counting at once add up (the row's lock orders them) and no person is written.
 */
export async function countStep(db: Db | DbWriter, counted: CountedStep): Promise<void> {
  await db
    .insert(storeFunnelCounts)
    .values({
      bankerId: counted.bankerId,
      day: brasiliaDay(counted.at),
      step: counted.step,
      family: counted.family ?? '',
      source: counted.source ?? '',
      count: 1,
    })
    .onConflictDoUpdate({
      target: [
        storeFunnelCounts.bankerId,
        storeFunnelCounts.day,
        storeFunnelCounts.step,
        storeFunnelCounts.family,
        storeFunnelCounts.source,
      ],
      set: { count: sql`${storeFunnelCounts.count} + 1` },
    });
}
