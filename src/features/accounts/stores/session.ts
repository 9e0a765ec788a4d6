import { atom, computed } from 'nanostores';
import { AUTH_ROUTES } from '../../../contract/routes.ts';
import { env } from '../../../core/browser/environment.ts';
import { isLeaving, keepUntilDone } from '../../../core/browser/leaving.ts';
import { normalizeCheckEmail, normalizeEmail } from '../../../core/format/email.ts';
import { clearModals, closeModal, openModal } from '../../../core/modals/modals.ts';
import { currentPb, currentRoute, pathFor } from '../../../core/routes/route-table.ts';
import {
  clearSession,
  clearSessionCookies,
  forgetStored,
  readStored,
  SESSION,
  writeStored,
} from '../../../core/storage/session-table.ts';
import { call } from '../../../core/transport/api.ts';
import { $token, clearToken, setToken } from '../../../core/transport/token.ts';
import { $banker } from '../../catalog/stores/store-context.ts';
import type { UserAnswer } from '../contract/auth.ts';
import { loginErrorMessage } from '../rules/account-errors.ts';
import { logoutGoesHome } from '../rules/account-menu.ts';
import { type LeadForm, leadBody } from '../rules/person-form.ts';
import { accountCall } from './account-error.ts';

/** The logged user (docs/entities.md); the cookie keeps it without `personal_bankers`. */
export type SessionUser = Omit<UserAnswer, 'personal_bankers'> & {
  personal_bankers?: UserAnswer['personal_bankers'];
};

export const $user = atom<SessionUser | null>(readStored(SESSION.userCookie));
export const $loggedIn = computed($user, (user) => user !== null);

// The modals meet a failed account call where they meet the session.
export { AccountError } from './account-error.ts';

/** The screen of the page's address and its store slug. */
function routeOfPage(): { name: string; pb: string | null } | null {
  const at = env().location();
  const match = currentRoute(at);
  return match ? { name: match.name, pb: currentPb(at) } : null;
}

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

/** Logs in (docs/accounts.md#session-login-and-logout): token, then user, then the login modal closes. */
export async function login(email: string, password: string): Promise<SessionUser> {
  const { token } = await accountCall(
    () => call(AUTH_ROUTES.login, { body: { username: normalizeCheckEmail(email), password } }),
    loginErrorMessage,
  );
  setToken(token);
  const user = await loadUser();
  closeModal('logIn');
  return user;
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

/** The banker whose store is visited, as the lead and account calls name it. */
function bankerRef(): number | string | undefined {
  return $banker.get()?.person.id ?? routeOfPage()?.pb ?? undefined;
}

/**
 * Creates a lead (docs/accounts.md#session-login-and-logout): token stored, user loaded. The services write its `create_user`
 * consent record with the lead itself. A failure is rethrown as received so the order form can
 * show field messages (docs/validation-and-errors.md#error-catalogue).
 */
export async function createLead(form: LeadForm): Promise<SessionUser> {
  const { person } = await call(AUTH_ROUTES.createLead, { body: leadBody(form, bankerRef()) });
  setToken(person.token);
  return loadUser();
}

/** Creates an account (new-account modal); answers the person and the token the server issued. */
export async function createAccount(form: LeadForm): Promise<{ person: SessionUser; token: string }> {
  const { person } = await call(AUTH_ROUTES.createAccount, { body: leadBody(form, bankerRef()) });
  const { token, ...user } = person;
  return { person: user, token };
}

/** Keeps a fresh copy of the user the services answered (updates, authorization). */
export function setUser(user: SessionUser): void {
  storeUser(user);
}
