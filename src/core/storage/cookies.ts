import { storageEnv } from './storage-env.ts';

/**
 * The cookie jar's mechanics: the session cookies are shared on the parent domain with the
 * other apps of the domain, `Secure` and `SameSite=Strict`. What each cookie holds and for how
 * long is the session table's (src/core/storage/session-table.ts).
 */

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

/** Reads one cookie's decoded value. */
export function readCookie(name: string): string | null {
  for (const part of storageEnv().cookies.cookie.split(';')) {
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
  const { hostname, secure } = storageEnv();
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
  storageEnv().cookies.cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes(maxAge)}`;
}

/** Removes a cookie written by `writeCookie` (same path and domain). */
export function deleteCookie(name: string): void {
  writeCookie(name, '', 0);
}
