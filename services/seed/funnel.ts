import { brasiliaDay } from '../../src/features/requests/rules/business-days.ts';
import { DEMO } from '../db/demo/demo.ts';
import type { Db } from '../db/index.ts';
import { storeFunnelCounts } from '../db/schema/index.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The days the demo store's pages counted, ending yesterday: the span of the demo orders. */
const DAYS = 180;
/** Where the demo store's visits came from, with a day's visits from each (a fixed rhythm). */
const SOURCES = [
  { source: 'link', visits: (day: number) => 6 + (day % 5) },
  { source: 'qr', visits: (day: number) => 2 + (day % 3) },
  { source: 'campanha:dia-das-maes', visits: (day: number) => (day % 7 === 0 ? 9 : 1) },
] as const;

/**
 * What the demo store's pages counted in its funnel (docs/desk.md#funnel) over the last 180 days:
 * each day's visits from a link, the QR code and a campaign, a quarter of them simulating and an
 * eighth asking for offers. The requests are the demo orders', counted by their triggers.
 * Idempotent: a day already counted is kept.
 */
export async function seedFunnel(db: Db, now = new Date()): Promise<void> {
  const rows = Array.from({ length: DAYS }, (_, index) => {
    const day = brasiliaDay(new Date(now.getTime() - (DAYS - index) * DAY));
    return SOURCES.flatMap(({ source, visits }) => {
      const visit = visits(index);
      const steps = [
        { step: 'visit' as const, count: visit },
        { step: 'simulation' as const, count: Math.floor(visit / 4) },
        { step: 'offers' as const, count: Math.floor(visit / 8) },
      ];
      return steps
        .filter(({ count }) => count > 0)
        .map(({ step, count }) => ({ bankerId: DEMO.bankers.ana, day, step, source, count }));
    });
  }).flat();
  await db.insert(storeFunnelCounts).values(rows).onConflictDoNothing();
}
