import { useEffect } from 'react';
import { useStore } from '../../../core/browser/use-store.ts';
import { $user } from '../../../core/context/session.ts';
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_MODE_LABELS,
  NOTIFICATION_MODES,
} from '../contract/notification-modes.ts';
import {
  $notificationMode,
  $notificationModeStatus,
  loadNotificationMode,
  saveNotificationMode,
} from '../stores/notification-mode.ts';

const STATUS_TEXT: Partial<Record<ReturnType<typeof $notificationModeStatus.get>, string>> = {
  saved: NOTIFICATION_MESSAGES.saved,
  'save-failed': NOTIFICATION_MESSAGES.saveFailed,
  'load-failed': NOTIFICATION_MESSAGES.loadFailed,
};

/** How the banker hears of new requests: at once, in one summary a day, or not at all (docs/analytics.md#notifications). */
export function NotificationSettings() {
  const user = useStore($user);
  const mode = useStore($notificationMode);
  const status = useStore($notificationModeStatus);
  const bankerId = user?.id;
  useEffect(() => {
    if (bankerId !== undefined) void loadNotificationMode(bankerId);
  }, [bankerId]);
  const busy = status === 'loading' || status === 'saving';
  const message = STATUS_TEXT[status];

  return (
    <section className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200" aria-busy={busy}>
      <fieldset disabled={bankerId === undefined || status === 'loading'} className="flex flex-col gap-3">
        <legend className="text-lg font-semibold text-gray-900">{NOTIFICATION_MESSAGES.title}</legend>
        <p className="text-sm text-gray-700">{NOTIFICATION_MESSAGES.intro}</p>
        {NOTIFICATION_MODES.map((option) => (
          <label key={option} className="flex items-center gap-2 text-gray-900">
            <input
              type="radio"
              name="notification-mode"
              value={option}
              checked={mode === option}
              className="size-4 accent-primary"
              onChange={() => bankerId !== undefined && void saveNotificationMode(bankerId, option)}
            />
            {NOTIFICATION_MODE_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <p role="status" className={`mt-3 text-sm ${status === 'saved' ? 'text-gray-700' : 'text-red-800'}`}>
        {message ?? ''}
      </p>
    </section>
  );
}
