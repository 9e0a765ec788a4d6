import type { CookieKey, SessionKey } from '../storage/session-table.ts';

/**
 * Islands hydrated on demand (the modal host, the account menu) wait for one of three signals:
 * the visitor's session has something for them, something on the page asks for them, or the
 * visitor acts. Their code stays off the first load of a visitor without a session.
 */

/** Dispatched on `window` when a modal or a snackbar is asked for. */
export const DEMAND_EVENT = 'vitrine:demand';

/**
 * Session keys that make the modal host or the account menu work on load (login, invitations):
 * names of the session table, checked for presence only, so this check ships without the table.
 */
const SESSION_FLAGS = [
  'token',
  'invite',
  'report',
  'confirm',
  'review',
  'forceChangePassword',
  'clickCreateNewAccount',
] as const satisfies readonly SessionKey[];

/** Cookies of a logged user (shared with the other apps of the domain). */
const SESSION_COOKIES = ['user', 'token'] as const satisfies readonly CookieKey[];

/** Whether the visitor's session has anything the on-demand islands act on at load. */
export function sessionHasFlags(session: Pick<Storage, 'getItem'>, cookie: string): boolean {
  if (SESSION_FLAGS.some((key) => session.getItem(key) !== null)) return true;
  const names = cookie.split(';').map((pair) => pair.split('=')[0]?.trim());
  return SESSION_COOKIES.some((name) => names.includes(name));
}

/** Asks for the on-demand islands (no-op outside a browser). */
export function demand(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(DEMAND_EVENT));
}
