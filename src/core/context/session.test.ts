import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../browser/environment.ts';
import { forgetLeaving, leave } from '../browser/leaving.ts';
import { pageAt, useEnvironment } from '../browser/test-helpers.ts';
import { $modals, clearModals } from '../modals/modals.ts';
import { readCookie } from '../storage/cookies.ts';
import { SESSION, sessionSnapshot, writeStored } from '../storage/session-table.ts';
import { memoryStorage, setStorageEnv } from '../storage/storage-env.ts';
import { setTransport } from '../transport/api.ts';
import { failure, fakeService } from '../transport/test-helpers.ts';
import { $token, clearToken, setToken } from '../transport/token.ts';
import { $user, logout, logoutGoesHome, refreshOnLoad, resetRefresh, type SessionUser } from './session.ts';

const user: SessionUser = {
  id: 2001,
  email: 'joao.silva@exemplo.com.br',
  full_name: 'João Pedro da Silva',
  nickname: null,
  slug: null,
  person_type: 1,
  principal_contact: '(51) 98765-4321',
  photo: null,
  birthday: '1990-07-21',
  documents: { CPF: '52998224725' },
  contacts: [],
  company: null,
  last_login: null,
  authorization_info: [],
  personal_bankers: [{ id: 1001, slug: 'ana-souza', full_name: 'Ana Paula Souza' }],
};

let navigated: string[];
let undo = () => {};

/** The page at `path`, whose navigations are recorded in `navigated`. */
const openPage = (path: string): void => {
  undo();
  undo = useEnvironment({
    page: { ...pageAt(path), navigate: (to) => void navigated.push(to), log: () => {} },
  });
};

beforeEach(() => {
  setStorageEnv({ session: memoryStorage(), cookies: cookieJar(), hostname: 'localhost', secure: false });
  $user.set(null);
  clearToken();
  clearModals();
  resetRefresh();
  navigated = [];
  openPage('/pb/ana-souza/perfil');
});
afterEach(() => {
  setStorageEnv(null);
  undo();
  undo = () => {};
});

/** Answers the session's calls from `answers`; the fake service it returns records the calls. */
function serve(answers: Parameters<typeof fakeService>[0]) {
  const service = fakeService(answers);
  setTransport(service.transport);
  return service;
}

function cookieJar() {
  const values = new Map<string, string>();
  return {
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      if (/max-age=0(;|$)/.test(line)) values.delete(pair.slice(0, index));
      else values.set(pair.slice(0, index), pair.slice(index + 1));
    },
  };
}

/** A promise and the function that settles it, to hold an answer until the test lets it go. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

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

  it('stays home without a reload, which would wipe a login started meanwhile', async () => {
    serve({ 'GET users/logout/': () => ({ detail: 'Sessão encerrada.' }) });
    openPage('/pb/ana-souza');
    setToken('t1');
    $user.set(user);
    await logout();
    expect($user.get()).toBeNull();
    expect(navigated).toEqual([]);
  });

  it('stays on a product page, and forgets the user even when the call fails', async () => {
    serve({ 'GET users/logout/': failure(401, {}) });
    openPage('/pb/ana-souza/seguros-de-vida/73');
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
    undo();
    undo = useEnvironment({ page: { ...pageAt('/pb/ana-souza'), log: () => {} } });
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
