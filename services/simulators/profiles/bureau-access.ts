import { PROFILE_MESSAGES } from '../../../src/contract/checkout.ts';
import { IDENTITY_MESSAGES } from '../../../src/features/offers/contract/offers-messages.ts';
import { CONSENT_ACTIONS } from '../../../src/features/privacy/contract/privacy.ts';
import type { AuthUser } from '../../accounts/tokens.ts';
import { type Db, forbidden, tooManyRequests } from '../../context.ts';
import { giveBack, hit } from '../../http/rate-limit.ts';
import { bankerMayRead, type SolicitationRow } from '../../invitations/solicitation-store.ts';
import {
  type ConsentScope,
  type ConsentSubject,
  consentScopeFor,
  recordConsent,
} from '../../privacy/consent.ts';
import { subjectById, subjectOf } from '../../privacy/subjects.ts';

/**
 * Bureau look-ups are paid and regulated: each one is counted in fixed daily windows (`rate_limits`)
 * for the account that asks (a customer about themself, or a banker about customers), and for the
 * client address, so new lead accounts do not reset the count.
 */
export const BUREAU_LIMITS = {
  windowSeconds: 24 * 60 * 60,
  /** Three full runs (serasa, quod, bmp) a day for one's own CPF. */
  perAccount: 9,
  /** Thirty customers' full runs a day. */
  perBanker: 90,
  perAddress: 30,
  /**
   * Identity checks (the CPF's holder against the account's name and birth date) per account and
   * per address: counted apart from the look-ups, and few, so nobody can guess a holder's data.
   */
  identityChecksPerAccount: 5,
  identityChecksPerAddress: 20,
  /** How long one bureau may take to answer an identity check before the next is asked. */
  identityCheckMs: 800,
} as const;

/** Whose CPF a look-up reads, and who asks. */
export interface BureauAccess {
  subject: ConsentSubject;
  /** The banker of the solicitation, when there is one (the record's store). */
  bankerId: number | null;
  asBanker: boolean;
}

/**
 * Who may read a CPF at the bureaus: the account whose CPF it is, or the banker of a solicitation
 * for its customer's CPF while that customer authorizes him (docs/invitations.md#invitation-and-authorization, docs/accounts.md#roles-and-permissions). Anyone else: 403.
 */
export async function bureauAccess(
  db: Db,
  user: AuthUser,
  cpf: string,
  solicitation: SolicitationRow | null,
): Promise<BureauAccess> {
  const own = await subjectOf(db, user);
  if (own.cpf !== null && own.cpf === cpf) {
    return { subject: own, bankerId: solicitation?.bankerId ?? null, asBanker: false };
  }
  if (solicitation && solicitation.bankerId === user.id && solicitation.customerId !== null) {
    const customer = await subjectById(db, solicitation.customerId);
    if (customer?.cpf === cpf && (await bankerMayRead(db, solicitation))) {
      return { subject: customer, bankerId: solicitation.bankerId, asBanker: true };
    }
  }
  throw forbidden(PROFILE_MESSAGES.notYourCpf);
}

const lookupKeys = (user: AuthUser, access: BureauAccess, address: string) => ({
  account: access.asBanker ? `bureau:banker:${user.id}` : `bureau:account:${user.id}`,
  address: `bureau:address:${address}`,
});

/**
 * Counts `lookups` look-ups (one per bureau asked) against the asking account and address at `now`
 * (the services' clock); 429 past a limit.
 */
export async function admitLookup(
  db: Db,
  user: AuthUser,
  access: BureauAccess,
  address: string,
  now: Date,
  lookups = 1,
): Promise<void> {
  const { windowSeconds } = BUREAU_LIMITS;
  const keys = lookupKeys(user, access, address);
  const [onAccount, onAddress] = await Promise.all([
    hit(db, keys.account, windowSeconds, now, lookups).then(
      (n) => n > (access.asBanker ? BUREAU_LIMITS.perBanker : BUREAU_LIMITS.perAccount),
    ),
    hit(db, keys.address, windowSeconds, now, lookups).then((n) => n > BUREAU_LIMITS.perAddress),
  ]);
  if (onAccount || onAddress) throw tooManyRequests('bureau-lookup');
}

/** Gives back one admitted look-up that was not made (its bureau did not answer): it costs nothing. */
export async function giveBackLookup(
  db: Db,
  user: AuthUser,
  access: BureauAccess,
  address: string,
): Promise<void> {
  const keys = lookupKeys(user, access, address);
  await Promise.all([giveBack(db, keys.account), giveBack(db, keys.address)]);
}

const identityKeys = (personId: number, address: string) => ({
  account: `identity:account:${personId}`,
  address: `identity:address:${address}`,
});

/** Counts one identity check of the account's CPF; 429 with its own words past a limit. */
export async function admitIdentityCheck(db: Db, personId: number, address: string): Promise<void> {
  const { windowSeconds } = BUREAU_LIMITS;
  const keys = identityKeys(personId, address);
  const [onAccount, onAddress] = await Promise.all([
    hit(db, keys.account, windowSeconds).then((n) => n > BUREAU_LIMITS.identityChecksPerAccount),
    hit(db, keys.address, windowSeconds).then((n) => n > BUREAU_LIMITS.identityChecksPerAddress),
  ]);
  if (onAccount || onAddress) throw tooManyRequests('identity-check', IDENTITY_MESSAGES.identityCheckLimit);
}

/** Gives back an identity check no bureau answered. */
export async function giveBackIdentityCheck(db: Db, personId: number, address: string): Promise<void> {
  const keys = identityKeys(personId, address);
  await Promise.all([giveBack(db, keys.account), giveBack(db, keys.address)]);
}

/** What the record of a look-up says: which bureau, for which profile or solicitation, its score, and who asked. */
export interface LookupFacts {
  service: string;
  profile: number | string;
  solicitation: string | null;
  /** The score the bureau answered, so 'Meus dados' and the export show every look-up with its result. */
  score?: number | undefined;
}

export const lookupDetails = (user: AuthUser, details: LookupFacts) => ({
  ...details,
  requested_by: user.id,
});

/** Records the look-up for its data subject, so it shows on their 'Meus dados'. */
export async function recordLookup(
  db: Db,
  user: AuthUser,
  access: BureauAccess,
  details: LookupFacts,
  requestId?: string,
  /** The scope of `access.bankerId` when the caller has read it already. */
  scope?: ConsentScope,
): Promise<void> {
  scope ??= await consentScopeFor(db, access.bankerId);
  await recordConsent(
    db,
    scope,
    access.subject,
    CONSENT_ACTIONS.bureauLookup,
    lookupDetails(user, details),
    requestId,
  );
}
