import type { UserAnswer } from '../contract/auth.ts';
import { REAL_ESTATE_QUERY_KEYS, type RealEstateQueryKey } from '../routes/real-estate-query.ts';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';
import { storageEnv } from './storage-env.ts';

/**
 * The session table (docs/entities.md#session-and-cookies): every value the storefront keeps in
 * the browser, one row per meaning, with the name it is stored under, its schema, where it is kept
 * and how long. Everything else reads and writes through the row; a stored text that fails its
 * row's schema reads as absent.
 */

/** How a value is kept as text: `parse` answers undefined for a text that is not one. */
export interface StoredSchema<T> {
  parse(text: string): T | undefined;
  format(value: T): string;
}

/**
 * Until when a session-storage value is kept (each ends with the browser tab at the latest), in
 * the order the ends come: a logout also ends what an invitation is done with, and a store that
 * fails to load ends everything but the tab's.
 */
export const SESSION_ENDS = ['invitationDone', 'logout', 'storeFails', 'tabCloses'] as const;
export type SessionEnd = (typeof SESSION_ENDS)[number];

export interface SessionRow<K extends string, T> {
  key: K;
  storage: 'session';
  schema: StoredSchema<T>;
  keptUntil: SessionEnd;
}

/** The cookies are shared on the parent domain (src/core/storage/cookies.ts) and all end at logout too. */
export interface CookieRow<K extends string, T> {
  key: K;
  storage: 'cookie';
  schema: StoredSchema<T>;
  maxAgeSeconds: number;
}

export type StoredRow<T> = SessionRow<string, T> | CookieRow<string, T>;

// ---- schemas ----

/** A flag: stored as 'true', anything else is absent. */
const flag: StoredSchema<true> = {
  parse: (text) => (text === 'true' ? true : undefined),
  format: () => 'true',
};

/** A yes or no: 'true' or 'false'. */
const yesNo: StoredSchema<boolean> = {
  parse: (text) => (text === 'true' ? true : text === 'false' ? false : undefined),
  format: String,
};

/** Any text, as given. */
const text: StoredSchema<string> = { parse: (value) => value, format: (value) => value };

/** Text that is not empty. */
const filledText: StoredSchema<string> = { parse: (value) => value || undefined, format: (value) => value };

/** A record id: a positive whole number. */
const positiveId: StoredSchema<number> = {
  parse: (value) => {
    const id = Number(value);
    return value !== '' && Number.isInteger(id) && id > 0 ? id : undefined;
  },
  format: String,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON whose value passes `check`. */
function json<T>(check: (value: unknown) => value is T, shape: (value: T) => unknown = (value) => value) {
  return {
    parse: (value: string): T | undefined => {
      try {
        const parsed: unknown = JSON.parse(value);
        return check(parsed) ? parsed : undefined;
      } catch {
        return undefined;
      }
    },
    format: (value: T) => JSON.stringify(shape(value)),
  } satisfies StoredSchema<T>;
}

/** The QR screen's code (or 'sim') and label (docs/ordering.md#qr-code-screen). */
export interface QrScreen {
  qrcode: string;
  label: string;
}

const isQrScreen = (value: unknown): value is QrScreen =>
  isRecord(value) && typeof value.qrcode === 'string' && typeof value.label === 'string';

/** The user as the cookie keeps it: without `personal_bankers` (docs/entities.md). */
export type CookieUser = Omit<UserAnswer, 'personal_bankers'>;

const isCookieUser = (value: unknown): value is CookieUser =>
  isRecord(value) && typeof value.id === 'number' && typeof value.email === 'string';

/** The user without `personal_bankers`, the list the cookie leaves out. */
export function userForCookie<T extends object>(user: T): Omit<T, 'personal_bankers'> {
  const { personal_bankers: _dropped, ...rest } = user as T & { personal_bankers?: unknown };
  return rest;
}

/** Where the tab's visit of a store came from (src/features/funnel/landing-source.ts). */
export interface VisitSource {
  pb: string;
  source: string;
}

const isVisitSource = (value: unknown): value is VisitSource =>
  isRecord(value) && typeof value.pb === 'string' && typeof value.source === 'string';

const isProductRef = (value: unknown): value is { id: number } =>
  isRecord(value) && positiveId.parse(String(value.id)) !== undefined;

// ---- the table ----

function session<const K extends string, T>(key: K, schema: StoredSchema<T>, keptUntil: SessionEnd) {
  return { key, storage: 'session', schema, keptUntil } as const satisfies SessionRow<K, T>;
}

function cookie<const K extends string, T>(key: K, schema: StoredSchema<T>, maxAgeSeconds: number) {
  return { key, storage: 'cookie', schema, maxAgeSeconds } as const satisfies CookieRow<K, T>;
}

const DAY_SECONDS = 24 * 60 * 60;

/** docs/validation-and-errors.md#constants-and-limits: user and token cookies 5 days, product cookie 1 day. */
export const SESSION = {
  // An invitation link (docs/invitations.md#invitation-links): each link stores its own.
  /** The invite link was opened. */
  invitation: session('invite', flag, 'invitationDone'),
  /** The invite asks the customer to review what the banker filled in. */
  invitationReview: session('review', flag, 'invitationDone'),
  /** The report link was opened. */
  reportLink: session('report', flag, 'invitationDone'),
  /** The confirm link was opened. */
  confirmLink: session('confirm', flag, 'invitationDone'),
  solicitationId: session('solicitationId', text, 'invitationDone'),
  /** The confirm link's token. */
  solicitationToken: session('solicitationToken', text, 'invitationDone'),
  /** 'true' or 'false': whether the invited e-mail has an account, as the link says. */
  invitedUserExists: session('userExists', text, 'invitationDone'),
  /** The banker authorization given with a new account or on the authorization modal. */
  bankerAuthorized: session('authorized', yesNo, 'invitationDone'),

  // The visitor's: they end at logout and before leaving for a partner.
  /** `?q=` and an invited new account: the password must be set first. */
  forcePasswordChange: session('forceChangePassword', flag, 'logout'),
  /** The token that sets a password (`?q=`, a new account, a checked code). */
  passwordToken: session('token', text, 'logout'),
  /** The product chosen before identifying. */
  chosenProduct: session('product', positiveId, 'logout'),
  /** The e-mail a new visitor typed in the e-mail check (docs/accounts.md#e-mail-check). */
  checkedEmail: session('tempEmail', text, 'logout'),
  /** What the QR screen shows, kept by the order that leads there. */
  qrScreen: session('qrScreen', json(isQrScreen), 'logout'),
  /** The order continues by itself after the visitor logs in. */
  continueOrder: session('force_redirect', flag, 'logout'),
  /** `?newuser`, and an account just created (welcomed with 'Cadastrado com sucesso!'). */
  newAccount: session('clickCreateNewAccount', flag, 'logout'),

  /** The store and the source of the tab's visit, sent with what the visit led to (its funnel): no person in it. */
  visitSource: session('visitSource', json(isVisitSource), 'tabCloses'),

  /** The banker slug: it describes the store, not the visitor, and survives a logout. */
  storeSlug: session('pb', text, 'storeFails'),

  /** The logged user, shared with the other apps of the domain. */
  userCookie: cookie('user', json(isCookieUser, userForCookie), 5 * DAY_SECONDS),
  /** The logged user's token, read by every call. */
  tokenCookie: cookie('token', filledText, 5 * DAY_SECONDS),
  /** The product chosen before logging in. */
  productCookie: cookie('product', json(isProductRef), DAY_SECONDS),
} as const;

/**
 * The real-estate simulator's query pairs (src/core/routes/real-estate-query.ts), kept under the
 * query's own names by the route guard; they end with the tab.
 */
export const SIMULATOR_QUERY = Object.fromEntries(
  REAL_ESTATE_QUERY_KEYS.map((key) => [key, session(key, text, 'tabCloses')]),
) as { readonly [K in RealEstateQueryKey]: SessionRow<K, string> };

type Rows = typeof SESSION;
type KeysIn<Storage> = {
  [N in keyof Rows]: Rows[N] extends { storage: Storage } ? Rows[N]['key'] : never;
}[keyof Rows];

/** Every name the session storage holds a value under. */
export type SessionKey = KeysIn<'session'> | RealEstateQueryKey;
/** Every cookie name of the table. */
export type CookieKey = KeysIn<'cookie'>;

const SESSION_ROWS: readonly SessionRow<SessionKey, unknown>[] = [
  ...Object.values(SESSION).filter((row) => row.storage === 'session'),
  ...Object.values(SIMULATOR_QUERY),
];

const COOKIE_ROWS = Object.values(SESSION).filter((row) => row.storage === 'cookie');

// ---- reading and writing ----

function storedText(row: Pick<StoredRow<unknown>, 'key' | 'storage'>): string | null {
  return row.storage === 'session' ? storageEnv().session.getItem(row.key) : readCookie(row.key);
}

/** The row's value, or null when absent or not one its schema reads. */
export function readStored<T>(row: StoredRow<T>): T | null {
  const stored = storedText(row);
  return stored === null ? null : (row.schema.parse(stored) ?? null);
}

/** Whether a flag row is set. */
export function isFlagged(row: StoredRow<true>): boolean {
  return readStored(row) === true;
}

export function writeStored<T>(row: StoredRow<T>, value: T): void {
  const stored = row.schema.format(value);
  if (row.storage === 'session') storageEnv().session.setItem(row.key, stored);
  else writeCookie(row.key, stored, row.maxAgeSeconds);
}

export function forgetStored(row: Pick<StoredRow<unknown>, 'key' | 'storage'>): void {
  if (row.storage === 'session') storageEnv().session.removeItem(row.key);
  else deleteCookie(row.key);
}

/**
 * Keeps a value that arrived as text (an address's query, read by the route guard) under its
 * session name, as given, when its row's schema reads it; anything else is not kept.
 */
export function storeSessionText(key: SessionKey, value: string): void {
  const row = SESSION_ROWS.find((candidate) => candidate.key === key);
  if (row && row.schema.parse(value) !== undefined) storageEnv().session.setItem(key, value);
}

function endedBy(end: SessionEnd): SessionRow<SessionKey, unknown>[] {
  const last = SESSION_ENDS.indexOf(end);
  return SESSION_ROWS.filter((row) => SESSION_ENDS.indexOf(row.keptUntil) <= last);
}

/** Removes the session-storage values that `end` ends (a logout: the visitor's and the invitation's). */
export function clearSession(end: Exclude<SessionEnd, 'tabCloses'>): void {
  for (const row of endedBy(end)) forgetStored(row);
}

/** Holds the stored text of the values kept until `end`; the answer puts them back as they were. */
export function holdSession(end: SessionEnd): () => void {
  const held = SESSION_ROWS.filter((row) => row.keptUntil === end).map(
    (row) => [row.key, storageEnv().session.getItem(row.key)] as const,
  );
  return () => {
    for (const [key, value] of held) if (value !== null) storageEnv().session.setItem(key, value);
  };
}

/** Logout: the user, token and product cookies go. */
export function clearSessionCookies(): void {
  for (const row of COOKIE_ROWS) forgetStored(row);
}

/** Every session-storage value as stored (tests and debugging). */
export function sessionSnapshot(): Partial<Record<SessionKey, string>> {
  const out: Partial<Record<SessionKey, string>> = {};
  for (const row of SESSION_ROWS) {
    const value = storageEnv().session.getItem(row.key);
    if (value !== null) out[row.key] = value;
  }
  return out;
}
