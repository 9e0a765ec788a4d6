import { atom } from 'nanostores';
import { env } from '../browser/environment.ts';
import { isLeaving, keepUntilDone } from '../browser/leaving.ts';
import type { UserAnswer } from '../contract/auth.ts';
import { AUTH_ROUTES } from '../contract/auth-routes.ts';
import { normalizeEmail } from '../format/email.ts';
import { clearModals, openModal } from '../modals/modals.ts';
import { currentPb, currentRoute, pathFor } from '../routes/route-table.ts';
import {
  clearSession,
  clearSessionCookies,
  forgetStored,
  readStored,
  SESSION,
  writeStored,
} from '../storage/session-table.ts';
import { call } from '../transport/api.ts';
import { $token, clearToken, setToken } from '../transport/token.ts';

/**
 * Logout goes home unless the user is on a group ('name') or product page, or home already: a
 * reload there would wipe a login the visitor started meanwhile (docs/accounts.md#session-login-and-logout).
 */
export function logoutGoesHome(routeName: string | null): boolean {
  return routeName !== 'name' && routeName !== 'product' && routeName !== 'home';
}

/** The logged user (docs/entities.md); the cookie keeps it without `personal_bankers`. */
export type SessionUser = Omit<UserAnswer, 'personal_bankers'> & {
  personal_bankers?: UserAnswer['personal_bankers'];
};

export const $user = atom<SessionUser | null>(readStored(SESSION.userCookie));

// The modals meet a failed account call where they meet the session.

/** The screen of the page's address and its store slug. */
function routeOfPage(): { name: string; pb: string | null } | null {
  const at = env().location();
  const match = currentRoute(at);
  return match ? { name: match.name, pb: currentPb(at) } : null;
}

/** Keeps the user in the session cookie and the store. */
function storeUser(user: SessionUser): void {
  writeStored(SESSION.userCookie, user);
  $user.set(user);
}

/**
 * Counts the ends of sessions: an answer asked for before the count moved belongs to a session
 * that is over, so it never brings the user or a token back.
 */
let sessionGeneration = 0;

/** Loads the logged user (optionally with a token that is not the session's yet). */
export async function loadUser(token?: string): Promise<SessionUser> {
  const generation = sessionGeneration;
  const asked = token ?? $token.get();
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  const { person } = await call(AUTH_ROUTES.me, { headers });
  if (generation === sessionGeneration && asked === $token.get()) storeUser(person);
  return person;
}

/** Forgets the user locally: user, token, session keys (but the store slug) and cookies. */
export function forgetUser(): void {
  sessionGeneration += 1;
  $user.set(null);
  clearToken();
  clearSession('logout');
  clearSessionCookies();
}

/** Ends a token on the services; a failure is only logged (the browser has forgotten it already). */
async function revoke(token: string): Promise<void> {
  try {
    await call(AUTH_ROUTES.logout, { headers: { Authorization: `Bearer ${token}` } });
  } catch (error) {
    env().log('logout failed', error);
  }
}

/** The token a refresh in flight will answer (null when it fails), so a logout can end it too. */
let refreshing: Promise<string | null> | null = null;

/**
 * Logs out (docs/accounts.md#session-login-and-logout) and goes home unless on a group or product page. The session ends in the
 * browser at once, so no answer still on its way can restore it; the stored token and the one a
 * refresh in flight swaps it for are both ended on the services before leaving the page.
 */
export async function logout(): Promise<void> {
  const token = $token.get();
  const swapped = refreshing;
  forgetUser();
  clearModals();
  await Promise.all([
    token ? revoke(token) : null,
    swapped?.then((late) => (late ? revoke(late) : undefined)),
  ]);
  const route = routeOfPage();
  if (route?.pb && logoutGoesHome(route.name)) env().navigate(pathFor('home', { pb: route.pb }));
}

let refreshed: Promise<void> | null = null;

/**
 * On load with a stored token (docs/accounts.md#session-login-and-logout): swaps it for a new one and reloads the user. Without
 * a user or when the swap fails, the user is forgotten and the login modal opens. Runs once.
 */
export function refreshOnLoad(): Promise<void> {
  // Kept: a navigation meanwhile waits for the new token to be stored.
  refreshed ??= keepUntilDone(
    (async () => {
      // A page being left would lose the new token while the swap ends the old one: the next page swaps.
      if (isLeaving()) return;
      if (!$token.get()) {
        if ($user.get()) {
          $user.set(null);
          forgetStored(SESSION.userCookie);
        }
        return;
      }
      const generation = sessionGeneration;
      try {
        const user = $user.get() ?? (await loadUser());
        if (generation !== sessionGeneration) return;
        const swap = call(AUTH_ROUTES.refreshToken, {
          body: { email: normalizeEmail(user.email) },
        }).then(({ token }) => token);
        refreshing = swap.catch(() => null);
        const token = await swap.finally(() => {
          refreshing = null;
        });
        if (generation !== sessionGeneration) return;
        setToken(token);
        await loadUser();
      } catch (error) {
        // A logout meanwhile ended the session already: nothing to forget, no login to ask for.
        if (generation !== sessionGeneration) return;
        env().log('session refresh failed', error);
        $user.set(null);
        clearToken();
        forgetStored(SESSION.userCookie);
        openModal('logIn');
      }
    })(),
  );
  return refreshed;
}

/** Lets tests run the load refresh again. */
export function resetRefresh(): void {
  refreshed = null;
}

/** Keeps a fresh copy of the user the services answered (updates, authorization). */
export function setUser(user: SessionUser): void {
  storeUser(user);
}
