import { eq } from 'drizzle-orm';
import type { analyticsEndpoints } from '../../src/features/analytics/contract/analytics.ts';
import { DEFAULT_NOTIFICATION_MODE } from '../../src/features/analytics/contract/notification-modes.ts';
import { type Deps, forbidden } from '../context.ts';
import { bankerNotificationSettings } from '../db/schema/index.ts';
import type { Handlers } from '../mount.ts';

type PreferenceHandlers = Pick<
  Handlers<typeof analyticsEndpoints>,
  'notificationMode' | 'setNotificationMode'
>;

/** `analytics/{id}/notifications/`: a banker reads and changes only their own choice. */
export function preferenceHandlers({ db }: Deps): PreferenceHandlers {
  return {
    async notificationMode({ params, user }) {
      if (user.id !== params.id) throw forbidden();
      const [row] = await db
        .select({ mode: bankerNotificationSettings.mode })
        .from(bankerNotificationSettings)
        .where(eq(bankerNotificationSettings.bankerId, user.id))
        .limit(1);
      return { mode: row?.mode ?? DEFAULT_NOTIFICATION_MODE };
    },
    async setNotificationMode({ params, body, user }) {
      if (user.id !== params.id) throw forbidden();
      await db
        .insert(bankerNotificationSettings)
        .values({ bankerId: user.id, mode: body.mode })
        .onConflictDoUpdate({
          target: bankerNotificationSettings.bankerId,
          set: { mode: body.mode, updatedAt: new Date() },
        });
      return { mode: body.mode };
    },
  };
}
