import { atom } from 'nanostores';
import { COOKIE, deleteCookie, getTokenCookie, setTokenCookie } from '../lib/session-storage.ts';

/** The logged user's token: kept in the 5-day cookie (docs/entities.md), read by every call. */
export const $token = atom<string | null>(getTokenCookie());

export function setToken(token: string): void {
  setTokenCookie(token);
  $token.set(token);
}

export function clearToken(): void {
  deleteCookie(COOKIE.token);
  $token.set(null);
}
