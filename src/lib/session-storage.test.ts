import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COOKIE_MAX_AGE,
  clearSession,
  clearSessionCookies,
  getProductCookie,
  getSession,
  getSessionJson,
  getTokenCookie,
  getUserCookie,
  memoryStorage,
  parentDomain,
  readCookie,
  SESSION_KEYS,
  sessionSnapshot,
  setProductCookie,
  setSession,
  setSessionJson,
  setStorageEnv,
  setTokenCookie,
  setUserCookie,
} from './session-storage.ts';

/** A cookie jar that records each write and keeps name=value pairs as a browser would. */
function cookieJar() {
  const values = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const maxAge = /max-age=(\d+)/.exec(line)?.[1];
      if (maxAge === '0') values.delete(name);
      else values.set(name, pair.slice(index + 1));
    },
  };
}

let jar: ReturnType<typeof cookieJar>;

beforeEach(() => {
  jar = cookieJar();
  setStorageEnv({ session: memoryStorage(), cookies: jar, hostname: 'loja.exemplo.com.br', secure: true });
});
afterEach(() => setStorageEnv(null));

describe('parentDomain', () => {
  it.each([
    ['loja.exemplo.com.br', 'exemplo.com.br'],
    ['exemplo.com.br', 'exemplo.com.br'],
    ['a.b.exemplo.com', 'exemplo.com'],
    ['exemplo.com', 'exemplo.com'],
    ['localhost', null],
    ['127.0.0.1', null],
    ['com.br', null],
  ])('%s -> %s', (host, parent) => {
    expect(parentDomain(host)).toBe(parent);
  });
});

describe('session keys', () => {
  it('lists the keys the storefront keeps, one meaning each', () => {
    expect(SESSION_KEYS).toHaveLength(17);
    expect(SESSION_KEYS).toContain('qrScreen');
    expect(SESSION_KEYS).not.toContain('lgpd');
    expect(SESSION_KEYS).toContain('forceChangePassword');
    expect(SESSION_KEYS).toContain('clickCreateNewAccount');
  });

  it('stores strings and JSON and forgets unreadable JSON', () => {
    setSession('invite', true);
    setSessionJson('qrScreen', { label: 'Conta PJ' });
    setSession('query', '{broken');
    expect(getSession('invite')).toBe('true');
    expect(getSessionJson('qrScreen')).toEqual({ label: 'Conta PJ' });
    expect(getSessionJson('query')).toBeNull();
  });

  it('clears everything, or everything but the store slug', () => {
    setSession('pb', 'ana-souza');
    setSession('tempEmail', 'a@b.com');
    clearSession({ keepStore: true });
    expect(sessionSnapshot()).toEqual({ pb: 'ana-souza' });
    clearSession();
    expect(sessionSnapshot()).toEqual({});
  });
});

describe('cookies', () => {
  it('keeps the user 5 days on the parent domain without personal_bankers', () => {
    setUserCookie({ id: 7, email: 'a@b.com', personal_bankers: [{ id: 1 }] });
    expect(getUserCookie()).toEqual({ id: 7, email: 'a@b.com' });
    const line = jar.writes.at(-1) ?? '';
    expect(line).toContain(`max-age=${5 * 24 * 3600}`);
    expect(line).toContain('domain=exemplo.com.br');
    expect(line).toContain('path=/');
    expect(line).toContain('secure');
  });

  it('keeps the token 5 days and the product 1 day', () => {
    setTokenCookie('abc');
    expect(jar.writes.at(-1)).toContain(`max-age=${COOKIE_MAX_AGE.token}`);
    setProductCookie({ id: 55 });
    expect(jar.writes.at(-1)).toContain('max-age=86400');
    expect(getTokenCookie()).toBe('abc');
    expect(getProductCookie()).toEqual({ id: 55 });
  });

  it('writes no domain on localhost', () => {
    setStorageEnv({ session: memoryStorage(), cookies: jar, hostname: 'localhost', secure: false });
    setTokenCookie('abc');
    expect(jar.writes.at(-1)).not.toContain('domain=');
    expect(jar.writes.at(-1)).not.toContain('secure');
  });

  it('writes the session cookies SameSite=Strict, and Secure everywhere but plain-http localhost', () => {
    setTokenCookie('abc');
    expect(jar.writes.at(-1)).toContain('samesite=strict');
    expect(jar.writes.at(-1)).toMatch(/; secure(;|$)/);
    for (const hostname of ['loja.exemplo.com.br', '192.168.0.10', 'intranet']) {
      setStorageEnv({ session: memoryStorage(), cookies: jar, hostname, secure: false });
      setTokenCookie('abc');
      expect(jar.writes.at(-1)).toMatch(/; secure(;|$)/);
      setUserCookie({ id: 1 });
      expect(jar.writes.at(-1)).toContain('samesite=strict');
    }
    for (const hostname of ['localhost', '127.0.0.1', '[::1]', 'loja.localhost']) {
      setStorageEnv({ session: memoryStorage(), cookies: jar, hostname, secure: false });
      setTokenCookie('abc');
      expect(jar.writes.at(-1)).not.toContain('secure');
      expect(jar.writes.at(-1)).toContain('samesite=strict');
    }
  });

  it('logout removes user, token and product cookies', () => {
    setUserCookie({ id: 1 });
    setTokenCookie('t');
    setProductCookie({ id: 1 });
    clearSessionCookies();
    expect(readCookie('user')).toBeNull();
    expect(readCookie('token')).toBeNull();
    expect(readCookie('product')).toBeNull();
  });
});
