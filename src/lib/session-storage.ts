/**
 * The one place where the storefront keeps session values (docs/entities.md): the session keys in the
 * browser's session storage, and the user, token and product cookies. Everything goes through
 * an environment object, so tests can hand in their own storage and cookie jar and reset both.
 */

/** Session-stored keys of docs/entities.md. */
export const SESSION_KEYS = [
  'invite',
  'review',
  'report',
  'confirm',
  'solicitationId',
  'solicitationToken',
  'authorized',
  'userExists',
  'forceChangePassword',
  'token',
  'product',
  'tempEmail',
  /** The product page's query string, kept by the route guards. */
  'query',
  /** The QR screen's code and label, kept by the order that shows it. */
  'qrScreen',
  'pb',
  'force_redirect',
  'clickCreateNewAccount',
] as const;

export type SessionKey = (typeof SESSION_KEYS)[number];

/** Keys that describe the store being visited, not the visitor: they survive a logout. */
const STORE_KEYS: readonly SessionKey[] = ['pb'];

export const COOKIE = { user: 'user', token: 'token', product: 'product' } as const;

const DAY_SECONDS = 24 * 60 * 60;
/** docs/validation-and-errors.md#constants-and-limits: user token and user data cookie 5 days; product cookie 1 day. */
export const COOKIE_MAX_AGE = {
  user: 5 * DAY_SECONDS,
  token: 5 * DAY_SECONDS,
  product: DAY_SECONDS,
} as const;

/** What the module reads and writes; the browser's by default. */
export interface StorageEnv {
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** `document`-like: reading `cookie` gives `a=1; b=2`, writing sets one cookie. */
  cookies: { cookie: string };
  hostname: string;
  secure: boolean;
}

/** Storage that forgets everything: used where there is no browser (build, server). */
export function memoryStorage(): StorageEnv['session'] & { clear(): void; keys(): string[] } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    keys: () => [...map.keys()],
  };
}

function browserEnv(): StorageEnv | null {
  if (typeof window === 'undefined' || typeof document === 'undefined') return null;
  let session: StorageEnv['session'];
  try {
    session = window.sessionStorage;
  } catch {
    // Storage disabled by the browser's privacy settings: keep the session in memory.
    session = memoryStorage();
  }
  return {
    session,
    cookies: document,
    hostname: window.location.hostname,
    secure: window.location.protocol === 'https:',
  };
}

let env: StorageEnv | null = null;

function current(): StorageEnv {
  env ??= browserEnv() ?? {
    session: memoryStorage(),
    cookies: { cookie: '' },
    hostname: 'localhost',
    secure: false,
  };
  return env;
}

/** Replaces the environment (tests); `null` goes back to the browser's. */
export function setStorageEnv(next: StorageEnv | null): void {
  env = next;
}

// Second-level labels under which registrations happen ('exemplo.com.br').
const SECOND_LEVEL = new Set(['com', 'net', 'org', 'gov', 'edu', 'art', 'adv', 'eng', 'med', 'co']);

/**
 * The parent domain the session cookies are shared on ('loja.exemplo.com.br' ->
 * 'exemplo.com.br'), or null for hosts without one (localhost, IP addresses, single labels).
 */
export function parentDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  const tld = labels.at(-1) ?? '';
  const sld = labels.at(-2) ?? '';
  const registrable = tld.length === 2 && SECOND_LEVEL.has(sld) ? 3 : 2;
  if (labels.length < registrable) return null;
  return labels.slice(-registrable).join('.');
}

// ---- session keys ----

export function getSession(key: SessionKey): string | null {
  return current().session.getItem(key);
}

export function setSession(key: SessionKey, value: string | number | boolean): void {
  current().session.setItem(key, String(value));
}

export function removeSession(key: SessionKey): void {
  current().session.removeItem(key);
}

/** A session key holding JSON (forgotOptions, product, query); null when absent or unreadable. */
export function getSessionJson<T>(key: SessionKey): T | null {
  const raw = getSession(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function setSessionJson(key: SessionKey, value: unknown): void {
  setSession(key, JSON.stringify(value));
}

/** A session flag stored as 'true'. */
export function getSessionFlag(key: SessionKey): boolean {
  return getSession(key) === 'true';
}

/** Every session key of docs/entities.md and its value (tests and debugging). */
export function sessionSnapshot(): Partial<Record<SessionKey, string>> {
  const out: Partial<Record<SessionKey, string>> = {};
  for (const key of SESSION_KEYS) {
    const value = getSession(key);
    if (value !== null) out[key] = value;
  }
  return out;
}

/** Removes the session keys; `keepStore` keeps the store being visited (pb). */
export function clearSession(options: { keepStore?: boolean } = {}): void {
  for (const key of SESSION_KEYS) {
    if (options.keepStore && STORE_KEYS.includes(key)) continue;
    removeSession(key);
  }
}

// ---- cookies ----

/** Reads one cookie's decoded value. */
export function readCookie(name: string): string | null {
  for (const part of current().cookies.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** Hosts served over plain http during development, where a `Secure` cookie would not be kept. */
function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * Cookie attributes: `Secure` everywhere but plain-http localhost (the token never travels in
 * clear), and `SameSite=Strict` (the cookies are read by the page's own scripts, never needed on
 * a request coming from another site).
 */
function cookieAttributes(maxAge: number): string {
  const { hostname, secure } = current();
  const domain = parentDomain(hostname);
  return [
    'path=/',
    `max-age=${maxAge}`,
    'samesite=strict',
    ...(domain ? [`domain=${domain}`] : []),
    ...(secure || !isLocalHost(hostname) ? ['secure'] : []),
  ].join('; ');
}

/** Writes a cookie on the parent domain for `maxAge` seconds. */
export function writeCookie(name: string, value: string, maxAge: number): void {
  current().cookies.cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes(maxAge)}`;
}

/** Removes a cookie written by `writeCookie` (same path and domain). */
export function deleteCookie(name: string): void {
  writeCookie(name, '', 0);
}

/** The user as the cookie keeps it: without `personal_bankers` (docs/entities.md). */
export function userForCookie<T extends object>(user: T): Omit<T, 'personal_bankers'> {
  const { personal_bankers: _dropped, ...rest } = user as T & { personal_bankers?: unknown };
  return rest;
}

export function setUserCookie(user: object): void {
  writeCookie(COOKIE.user, JSON.stringify(userForCookie(user)), COOKIE_MAX_AGE.user);
}

export function getUserCookie<T>(): T | null {
  const raw = readCookie(COOKIE.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function setTokenCookie(token: string): void {
  writeCookie(COOKIE.token, token, COOKIE_MAX_AGE.token);
}

export function getTokenCookie(): string | null {
  return readCookie(COOKIE.token) || null;
}

/** The product chosen before logging in, kept one day (docs/validation-and-errors.md#constants-and-limits). */
export function setProductCookie(product: unknown): void {
  writeCookie(COOKIE.product, JSON.stringify(product), COOKIE_MAX_AGE.product);
}

export function getProductCookie<T>(): T | null {
  const raw = readCookie(COOKIE.product);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Logout: the user, token and product cookies go. */
export function clearSessionCookies(): void {
  deleteCookie(COOKIE.user);
  deleteCookie(COOKIE.token);
  deleteCookie(COOKIE.product);
}
