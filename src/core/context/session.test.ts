import { describe, expect, it, vi } from 'vitest';
import { env } from '../browser/environment.ts';
import { forgetLeaving, leave } from '../browser/leaving.ts';
import { $modals } from '../modals/modals.ts';
import { readCookie } from '../storage/cookies.ts';
import { SESSION, sessionSnapshot, writeStored } from '../storage/session-table.ts';
import { failure } from '../transport/test-helpers.ts';
import { $token, setToken } from '../transport/token.ts';
import { $user, logout, logoutGoesHome, refreshOnLoad, type SessionUser } from './session.ts';
import { deferred, freshSessionEachTest, SESSION_USER } from './test-helpers.ts';

const user = SESSION_USER;
const { navigated, openPage, serve } = freshSessionEachTest();

describe('logout (docs/accounts.md#session-login-and-logout)', () => {
  it('clears user, token, session keys and cookies, keeps pb and goes home', async () => {
    const service = serve({ 'GET users/logout/': () => ({ detail: 'Sessão encerrada.' }) });
    setToken('t1');
    $user.set(user);
    writeStored(SESSION.storeSlug, 'ana-souza');
    writeStored(SESSION.checkedEmail, 'a@b.com');
    await logout();
    expect(service.calls).toHaveLength(1);
    expect($user.get()).toBeNull();
    expect($token.get()).toBeNull();
    expect(readCookie('token')).toBeNull();
    expect(sessionSnapshot()).toEqual({ pb: 'ana-souza' });
    expect(navigated).toEqual(['/pb/ana-souza']);
  });

  it.each([
    [
      'stays home without a reload, which would wipe a login started meanwhile',
      '/pb/ana-souza',
      () => ({ detail: 'Sessão encerrada.' }),
    ],
    [
      'stays on a product page, and forgets the user even when the call fails',
      '/pb/ana-souza/seguros-de-vida/73',
      failure(401, {}),
    ],
  ])('%s', async (_case, page, logoutAnswer) => {
    serve({ 'GET users/logout/': logoutAnswer });
    openPage(page);
    setToken('t1');
    $user.set(user);
    await logout();
    expect($user.get()).toBeNull();
    expect(navigated).toEqual([]);
  });
});

describe('refresh on load (docs/accounts.md#session-login-and-logout)', () => {
  it('swaps the stored token for a new one and reloads the user', async () => {
    const service = serve({
      'PUT users/refreshtoken/': () => ({ token: 't2' }),
      'GET person/v2/': () => ({ person: user }),
    });
    setToken('t1');
    $user.set({ ...user, email: 'JOAO.SILVA@exemplo.com.br' });
    await refreshOnLoad();
    expect(service.calls[0]?.body).toEqual({ email: 'joao.silva@exemplo.com.br' });
    expect($token.get()).toBe('t2');
    expect($modals.get().logIn).toBe(false);
  });

  it('on failure forgets the user and opens the login modal', async () => {
    serve({ 'PUT users/refreshtoken/': failure(401, {}) });
    setToken('t1');
    $user.set(user);
    await refreshOnLoad();
    expect($user.get()).toBeNull();
    expect($token.get()).toBeNull();
    expect($modals.get().logIn).toBe(true);
  });

  it('does nothing without a token', async () => {
    const service = serve({});
    await refreshOnLoad();
    expect(service.calls).toEqual([]);
    expect($modals.get().logIn).toBe(false);
  });

  it('leaves the swap to the next page when this one is being left, keeping token and user', async () => {
    const service = serve({ 'PUT users/refreshtoken/': () => ({ token: 't2' }) });
    setToken('t1');
    $user.set(user);
    leave(() => {});
    try {
      await refreshOnLoad();
    } finally {
      forgetLeaving();
    }
    expect(service.calls).toEqual([]);
    expect($token.get()).toBe('t1');
    expect($user.get()).toEqual(user);
  });

  it('holds the browser’s navigation meanwhile until the new token is stored', async () => {
    const swap = deferred<{ token: string }>();
    serve({ 'PUT users/refreshtoken/': () => swap.promise, 'GET person/v2/': () => ({ person: user }) });
    setToken('t1');
    $user.set(user);
    // The browser's own navigate (src/core/browser/environment.ts); only its window is stubbed.
    openPage('/pb/ana-souza', { recordNavigations: false });
    const leftWith: (string | null)[] = [];
    vi.stubGlobal('window', { location: { assign: () => void leftWith.push($token.get()) } });
    try {
      const refresh = refreshOnLoad();
      env().navigate('/pb/ana-souza/solicitation');
      await Promise.resolve();
      expect(leftWith).toEqual([]);
      swap.resolve({ token: 't2' });
      await refresh;
      await vi.waitFor(() => expect(leftWith).toEqual(['t2']));
    } finally {
      vi.unstubAllGlobals();
      forgetLeaving();
    }
  });
});

describe('logout during the load refresh (docs/accounts.md#session-login-and-logout)', () => {
  it('ends the session for good: the late new token never comes back and is ended too', async () => {
    const swap = deferred<{ token: string }>();
    const service = serve({
      'PUT users/refreshtoken/': () => swap.promise,
      'GET person/v2/': () => ({ person: user }),
      'GET users/logout/': () => ({ detail: 'Sessão encerrada.' }),
    });
    setToken('t1');
    $user.set(user);
    const refresh = refreshOnLoad();
    await Promise.resolve();
    const out = logout();
    expect($user.get()).toBeNull();
    expect(readCookie('token')).toBeNull();
    swap.resolve({ token: 't2' });
    await Promise.all([refresh, out]);
    expect($user.get()).toBeNull();
    expect($token.get()).toBeNull();
    expect(readCookie('token')).toBeNull();
    expect(readCookie('user')).toBeNull();
    expect($modals.get().logIn).toBe(false);
    const ended = service.calls.filter((c) => c.path === 'users/logout/');
    expect(ended.map((c) => c.headers?.Authorization)).toEqual(['Bearer t1', 'Bearer t2']);
    expect(service.calls.map((c) => c.path)).not.toContain('person/v2/');
    expect(navigated).toEqual(['/pb/ana-souza']);
  });

  it('keeps the user away when the reload of the user answers after the logout', async () => {
    const me = deferred<{ person: SessionUser }>();
    serve({
      'PUT users/refreshtoken/': () => ({ token: 't2' }),
      'GET person/v2/': () => me.promise,
      'GET users/logout/': () => ({ detail: 'Sessão encerrada.' }),
    });
    setToken('t1');
    $user.set(user);
    const refresh = refreshOnLoad();
    await vi.waitFor(() => expect($token.get()).toBe('t2'));
    await logout();
    me.resolve({ person: user });
    await refresh;
    expect($user.get()).toBeNull();
    expect(readCookie('user')).toBeNull();
    expect($modals.get().logIn).toBe(false);
  });
});

describe('logoutGoesHome', () => {
  it('stays on group and product pages, and home', () => {
    expect(logoutGoesHome('name')).toBe(false);
    expect(logoutGoesHome('product')).toBe(false);
    expect(logoutGoesHome('home')).toBe(false);
    expect(logoutGoesHome('invite')).toBe(true);
    expect(logoutGoesHome('analytics')).toBe(true);
  });
});
