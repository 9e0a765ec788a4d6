import { digitsOf } from '../../src/core/format/digits.ts';
import type { Db } from '../db/index.ts';
import { tooManyRequests } from '../http/errors.ts';
import { giveBack, hit } from '../http/rate-limit.ts';

/**
 * Limits of the login, the sign-up and the answers that tell whether an e-mail or CPF is taken,
 * per 15-minute window, counted in the database (so they hold across processes) before the
 * password or the e-mail is looked at (so parallel requests count too). A request that turns out
 * fine gives its count back.
 */
export const THROTTLE = {
  windowSeconds: 15 * 60,
  /** Failed logins of one account before it locks for addresses that are failing. */
  accountFailures: 10,
  /** Failed logins from one address, over every account and unknown user names. */
  addressFailures: 30,
  /** An address with fewer failures than this is "not failing": it may still try a locked account. */
  failingAddressFrom: 3,
  /**
   * Existence answers per address: the e-mail check's 'E-mail não cadastrado.', a sign-up, lead or
   * profile change refused with 'E-mail já cadastrado.' or 'CPF já cadastrado'.
   */
  emailCheckMisses: 40,
  /** Sign-ups and leads per address (each counted before any lookup or hash). */
  signUps: 20,
} as const;

/** The account a user name means: an e-mail lowercased, anything else its digits (a CPF in any format). */
export function accountKey(username: string): string {
  const name = username.trim().toLowerCase();
  return name.includes('@') ? name : digitsOf(name);
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
  if (fromAddress > THROTTLE.addressFailures) throw tooManyRequests('login-address');
  const onAccount = await hit(db, accountLimitKey(account), THROTTLE.windowSeconds);
  if (onAccount > THROTTLE.accountFailures && fromAddress >= THROTTLE.failingAddressFrom)
    throw tooManyRequests('login-account');
}

/** A login that succeeded, or that was never judged (the hash queue was full), is no failure: its counts go back. */
export async function giveBackLogin(db: Db, account: string, address: string): Promise<void> {
  await Promise.all([giveBack(db, addressKey(address)), giveBack(db, accountLimitKey(account))]);
}

const existenceKey = (address: string) => `existence:${address}`;

/** Counts an answer that may tell whether an e-mail or CPF is taken, before the lookup; 429 past the limit. */
export async function admitExistenceAnswer(db: Db, address: string): Promise<void> {
  const answers = await hit(db, existenceKey(address), THROTTLE.windowSeconds);
  if (answers > THROTTLE.emailCheckMisses) throw tooManyRequests('email-check');
}

/** An answer that revealed nothing new (the e-mail check found the account, the lead was created) gives its count back. */
export async function giveBackExistenceAnswer(db: Db, address: string): Promise<void> {
  await giveBack(db, existenceKey(address));
}

/** Counts a sign-up or lead of an address, before anything is looked up or hashed; 429 past the limit. */
export async function admitSignUp(db: Db, address: string): Promise<void> {
  if ((await hit(db, `sign-up:${address}`, THROTTLE.windowSeconds)) > THROTTLE.signUps)
    throw tooManyRequests('sign-up');
}
