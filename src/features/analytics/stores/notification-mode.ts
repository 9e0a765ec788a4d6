import { atom } from 'nanostores';
import { call } from '../../../core/transport/api.ts';
import { ANALYTICS_ROUTES } from '../contract/analytics-routes.ts';
import { DEFAULT_NOTIFICATION_MODE, type NotificationMode } from '../contract/notification-modes.ts';

/** Where the banker's choice of notifications stands in the Analytics settings control. */
export type NotificationModeStatus = 'loading' | 'ready' | 'saving' | 'saved' | 'save-failed' | 'load-failed';

export const $notificationMode = atom<NotificationMode>(DEFAULT_NOTIFICATION_MODE);
export const $notificationModeStatus = atom<NotificationModeStatus>('loading');

/** Reads the banker's stored choice. */
export async function loadNotificationMode(bankerId: number): Promise<void> {
  $notificationModeStatus.set('loading');
  try {
    const answer = await call(ANALYTICS_ROUTES.notificationMode, {
      params: { id: bankerId },
    });
    $notificationMode.set(answer.mode);
    $notificationModeStatus.set('ready');
  } catch {
    $notificationModeStatus.set('load-failed');
  }
}

/** Stores a new choice; on failure the control shows the choice still stored. */
export async function saveNotificationMode(bankerId: number, mode: NotificationMode): Promise<void> {
  const previous = $notificationMode.get();
  $notificationMode.set(mode);
  $notificationModeStatus.set('saving');
  try {
    const answer = await call(ANALYTICS_ROUTES.setNotificationMode, {
      params: { id: bankerId },
      body: { mode },
    });
    $notificationMode.set(answer.mode);
    $notificationModeStatus.set('saved');
  } catch {
    $notificationMode.set(previous);
    $notificationModeStatus.set('save-failed');
  }
}
