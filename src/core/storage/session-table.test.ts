import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parentDomain, readCookie } from './cookies.ts';
import {
  type CookieUser,
  clearSession,
  clearSessionCookies,
  forgetStored,
  holdSession,
  isFlagged,
  readStored,
  SESSION,
  SIMULATOR_QUERY,
  sessionSnapshot,
  storeSessionText,
  writeStored,
} from './session-table.ts';
import { memoryStorage, setStorageEnv } from './storage-env.ts';
import { cookieJar } from './test-helpers.ts';

/** A logged user as the services answer it, less the list the cookie leaves out. */
const user: CookieUser = {
  id: 1,
  email: 'ana@exemplo.com.br',
  full_name: 'Ana',
  nickname: null,
  slug: null,
  person_type: 1,
  principal_contact: null,
  photo: null,
  birthday: null,
  documents: { CPF: null },
  contacts: [],
  company: null,
  last_login: null,
  authorization_info: [],
};

let jar: ReturnType<typeof cookieJar>;
let storage: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  jar = cookieJar();
  storage = memoryStorage();
  setStorageEnv({ session: storage, cookies: jar, hostname: 'loja.exemplo.com.br', secure: true });
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

describe('the session table', () => {
  it('keeps one meaning per stored name', () => {
    const rows = [...Object.values(SESSION), ...Object.values(SIMULATOR_QUERY)];
    const names = rows.map((row) => `${row.storage}:${row.key}`);
    expect(new Set(names).size).toBe(names.length);
    const sessionKeys = Object.values(SESSION)
      .filter((row) => row.storage === 'session')
      .map((row) => row.key);
    expect(sessionKeys).toHaveLength(17);
    expect(sessionKeys).toContain('qrScreen');
    expect(sessionKeys).toContain('visitSource');
    expect(sessionKeys).not.toContain('lgpd');
    expect(sessionKeys).toContain('forceChangePassword');
    expect(sessionKeys).toContain('clickCreateNewAccount');
    expect(Object.keys(SIMULATOR_QUERY)).toContain('valid_until');
  });

  it('stores flags, yes-or-no, ids, texts and JSON in their formats and reads them back', () => {
    writeStored(SESSION.invitation, true);
    writeStored(SESSION.bankerAuthorized, false);
    writeStored(SESSION.chosenProduct, 55);
    writeStored(SESSION.checkedEmail, 'a@b.com');
    writeStored(SESSION.qrScreen, { qrcode: 'sim', label: 'Conta PJ' });
    expect(sessionSnapshot()).toEqual({
      invite: 'true',
      authorized: 'false',
      product: '55',
      tempEmail: 'a@b.com',
      qrScreen: '{"qrcode":"sim","label":"Conta PJ"}',
    });
    expect(isFlagged(SESSION.invitation)).toBe(true);
    expect(readStored(SESSION.bankerAuthorized)).toBe(false);
    expect(readStored(SESSION.chosenProduct)).toBe(55);
    expect(readStored(SESSION.checkedEmail)).toBe('a@b.com');
    expect(readStored(SESSION.qrScreen)).toEqual({ qrcode: 'sim', label: 'Conta PJ' });
    forgetStored(SESSION.invitation);
    expect(isFlagged(SESSION.invitation)).toBe(false);
    expect(readStored(SESSION.invitation)).toBeNull();
  });

  it('reads a stored text that fails its schema as absent', () => {
    storage.setItem('invite', 'yes');
    storage.setItem('authorized', 'maybe');
    storage.setItem('product', 'abc');
    storage.setItem('qrScreen', '{broken');
    expect(isFlagged(SESSION.invitation)).toBe(false);
    expect(readStored(SESSION.invitation)).toBeNull();
    expect(readStored(SESSION.bankerAuthorized)).toBeNull();
    expect(readStored(SESSION.chosenProduct)).toBeNull();
    expect(readStored(SESSION.qrScreen)).toBeNull();
    storage.setItem('product', '0');
    storage.setItem('qrScreen', JSON.stringify({ label: 'Conta PJ' }));
    expect(readStored(SESSION.chosenProduct)).toBeNull();
    expect(readStored(SESSION.qrScreen)).toBeNull();
  });

  it("keeps an address's value as given only under a name whose schema reads it", () => {
    storeSessionText('product', '55');
    storeSessionText('review', 'true');
    storeSessionText('invite', 'sim');
    storeSessionText('real_estate_value', '300000');
    expect(sessionSnapshot()).toEqual({ product: '55', review: 'true', real_estate_value: '300000' });
    expect(readStored(SIMULATOR_QUERY.real_estate_value)).toBe('300000');
  });

  it('clears what each end ends: the invitation, a logout (not the store slug), a failed store', () => {
    const fill = () => {
      writeStored(SESSION.storeSlug, 'ana-souza');
      writeStored(SESSION.checkedEmail, 'a@b.com');
      writeStored(SESSION.invitation, true);
      writeStored(SIMULATOR_QUERY.term, '360');
    };
    fill();
    clearSession('invitationDone');
    expect(sessionSnapshot()).toEqual({ pb: 'ana-souza', tempEmail: 'a@b.com', term: '360' });
    fill();
    clearSession('logout');
    expect(sessionSnapshot()).toEqual({ pb: 'ana-souza', term: '360' });
    clearSession('storeFails');
    expect(sessionSnapshot()).toEqual({ term: '360' });
  });

  it('holds the invitation across a logout and puts it back as it was', () => {
    writeStored(SESSION.invitation, true);
    writeStored(SESSION.solicitationId, 'abc');
    writeStored(SESSION.checkedEmail, 'a@b.com');
    const restore = holdSession('invitationDone');
    clearSession('logout');
    restore();
    expect(sessionSnapshot()).toEqual({ invite: 'true', solicitationId: 'abc' });
  });
});

describe('cookies', () => {
  it('keeps the user 5 days on the parent domain without personal_bankers', () => {
    const answered = { ...user, id: 7, email: 'a@b.com', personal_bankers: [{ id: 1 }] };
    writeStored(SESSION.userCookie, answered);
    expect(readStored(SESSION.userCookie)).toEqual({ ...user, id: 7, email: 'a@b.com' });
    const line = jar.writes.at(-1) ?? '';
    expect(line).toContain(`max-age=${5 * 24 * 3600}`);
    expect(line).toContain('domain=exemplo.com.br');
    expect(line).toContain('path=/');
    expect(line).toContain('secure');
  });

  it('keeps the token 5 days and the product 1 day', () => {
    writeStored(SESSION.tokenCookie, 'abc');
    expect(jar.writes.at(-1)).toContain(`max-age=${5 * 24 * 3600}`);
    writeStored(SESSION.productCookie, { id: 55 });
    expect(jar.writes.at(-1)).toContain('max-age=86400');
    expect(readStored(SESSION.tokenCookie)).toBe('abc');
    expect(readStored(SESSION.productCookie)).toEqual({ id: 55 });
  });

  it('writes no domain on localhost', () => {
    setStorageEnv({ session: memoryStorage(), cookies: jar, hostname: 'localhost', secure: false });
    writeStored(SESSION.tokenCookie, 'abc');
    expect(jar.writes.at(-1)).not.toContain('domain=');
    expect(jar.writes.at(-1)).not.toContain('secure');
  });

  it('writes the session cookies SameSite=Strict, and Secure everywhere but plain-http localhost', () => {
    writeStored(SESSION.tokenCookie, 'abc');
    expect(jar.writes.at(-1)).toContain('samesite=strict');
    expect(jar.writes.at(-1)).toMatch(/; secure(;|$)/);
    for (const hostname of ['loja.exemplo.com.br', '192.168.0.10', 'intranet']) {
      setStorageEnv({ session: memoryStorage(), cookies: jar, hostname, secure: false });
      writeStored(SESSION.tokenCookie, 'abc');
      expect(jar.writes.at(-1)).toMatch(/; secure(;|$)/);
      writeStored(SESSION.userCookie, { ...user, id: 1 });
      expect(jar.writes.at(-1)).toContain('samesite=strict');
    }
    for (const hostname of ['localhost', '127.0.0.1', '[::1]', 'loja.localhost']) {
      setStorageEnv({ session: memoryStorage(), cookies: jar, hostname, secure: false });
      writeStored(SESSION.tokenCookie, 'abc');
      expect(jar.writes.at(-1)).not.toContain('secure');
      expect(jar.writes.at(-1)).toContain('samesite=strict');
    }
  });

  it('logout removes user, token and product cookies', () => {
    writeStored(SESSION.userCookie, { ...user, id: 1 });
    writeStored(SESSION.tokenCookie, 't');
    writeStored(SESSION.productCookie, { id: 1 });
    clearSessionCookies();
    expect(readCookie('user')).toBeNull();
    expect(readCookie('token')).toBeNull();
    expect(readCookie('product')).toBeNull();
  });
});
