import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { rateLimits } from '../db/schema/index.ts';
import { tooManyRequests } from '../http/errors.ts';
import { hit } from '../http/rate-limit.ts';

/**
 * Limits of the login and of the e-mail check, per 15-minute window, counted in the database
 * (so they hold across processes) before the password or the e-mail is looked at (so parallel
 * requests count too). A request that turns out fine gives its count back.
 */
export const THROTTLE = {
  windowSeconds: 15 * 60,
  /** Failed logins of one account before it locks for addresses that are failing. */
  accountFailures: 10,
  /** Failed logins from one address, over every account and unknown user names. */
  addressFailures: 30,
  /** An address with fewer failures than this is "not failing": it may still try a locked account. */
  failingAddressFrom: 3,
  /** E-mail checks answered 'E-mail não cadastrado.' per address. */
  emailCheckMisses: 40,
} as const;

/** The account a user name means: an e-mail lowercased, anything else its digits (a CPF in any format). */
export function accountKey(username: string): string {
  const name = username.trim().toLowerCase();
  return name.includes('@') ? name : name.replace(/\D/g, '');
}

/** Gives back one count of a window (a request that succeeded). */
async function giveBack(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0)));
}

const addressKey = (address: string) => `login-address:${address}`;
const accountLimitKey = (account: string) => `login-account:${account}`;

/**
 * Counts a login attempt before the password is checked, or answers 429: when the address has
 * failed too often, or when the account is locked and this address is failing too (ASVS 2.2.1:
 * the owner, from an address that is not failing, still logs in to a locked account).
 */
export async function admitLogin(db: Db, account: string, address: string): Promise<void> {
  const fromAddress = await hit(db, addressKey(address), THROTTLE.windowSeconds);
  if (fromAddress > THROTTLE.addressFailures) throw tooManyRequests();
  const onAccount = await hit(db, accountLimitKey(account), THROTTLE.windowSeconds);
  if (onAccount > THROTTLE.accountFailures && fromAddress >= THROTTLE.failingAddressFrom)
    throw tooManyRequests();
}

/** A login that succeeded is no failure: its counts go back. */
export async function loginSucceeded(db: Db, account: string, address: string): Promise<void> {
  await Promise.all([giveBack(db, addressKey(address)), giveBack(db, accountLimitKey(account))]);
}

/** Counts an e-mail check of an address before the lookup, or answers 429 past the limit. */
export async function admitEmailCheck(db: Db, address: string): Promise<void> {
  const misses = await hit(db, `email-check:${address}`, THROTTLE.windowSeconds);
  if (misses > THROTTLE.emailCheckMisses) throw tooManyRequests();
}

/** An e-mail check that found its account is no miss. */
export async function emailCheckFound(db: Db, address: string): Promise<void> {
  await giveBack(db, `email-check:${address}`);
}
