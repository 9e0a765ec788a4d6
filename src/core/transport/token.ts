import { atom } from 'nanostores';
import { forgetStored, readStored, SESSION, writeStored } from '../storage/session-table.ts';

/** The logged user's token: kept in the 5-day cookie (docs/entities.md), read by every call. */
export const $token = atom<string | null>(readStored(SESSION.tokenCookie));

export function setToken(token: string): void {
  writeStored(SESSION.tokenCookie, token);
  $token.set(token);
}

export function clearToken(): void {
  forgetStored(SESSION.tokenCookie);
  $token.set(null);
}
