import { and, desc, eq, sql } from 'drizzle-orm';
import { OFFER_MESSAGES } from '../../../src/features/offers/contract/offers-messages.ts';
import { CONSENT_ACTIONS } from '../../../src/features/privacy/contract/privacy.ts';
import { badRequest, type Db, forbidden, HttpError } from '../../context.ts';
import { persons, privacyAudit } from '../../db/schema/index.ts';
import type { CpfHolder } from '../../partners/bureau-holders.ts';
import { type BureauService, bureauServices, type CreditBureau } from '../../partners/credit-bureaus.ts';
import { withinTime } from '../../partners/time-limit.ts';
import { type ConsentScope, type ConsentSubject, recordConsent } from '../../privacy/consent.ts';
import { admitIdentityCheck, BUREAU_LIMITS, giveBackIdentityCheck } from './bureau-access.ts';

/** What a refusal says, in the words of the page that asked (the offers', the credit profile's). */
export interface IdentityWords {
  cpfRequired: string;
  emailUnconfirmed: string;
  birthdayRequired: string;
  identityMismatch: string;
}

/** The subject of a look-up once proven: the account, with its own CPF. */
export type ProvenSubject = ConsentSubject & { cpf: string };

type IdentityResult = 'confirmed' | 'mismatch';

/** The account's own data the identity check compares, and whether its e-mail is confirmed. */
async function accountData(db: Db, id: number) {
  const [row] = await db
    .select({ fullName: persons.fullName, birthday: persons.birthday, verifiedAt: persons.emailVerifiedAt })
    .from(persons)
    .where(eq(persons.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * The result of the last identity check of exactly these data (CPF, name and birth date as the
 * account holds them), or null when they were never checked: data checked once are not sent again,
 * and any change of them is.
 */
async function checkedBefore(
  db: Db,
  subject: ProvenSubject,
  claimed: CpfHolder,
): Promise<IdentityResult | null> {
  const [row] = await db
    .select({ result: sql<IdentityResult>`${privacyAudit.metadata}->>'result'` })
    .from(privacyAudit)
    .where(
      and(
        eq(privacyAudit.userId, subject.id),
        eq(privacyAudit.action, CONSENT_ACTIONS.identityCheck),
        eq(privacyAudit.cpf, subject.cpf),
        sql`${privacyAudit.metadata}->>'full_name' = ${claimed.fullName}`,
        sql`${privacyAudit.metadata}->>'birthday' = ${claimed.birthday}`,
      ),
    )
    .orderBy(desc(privacyAudit.id))
    .limit(1);
  return row?.result ?? null;
}

/**
 * Asks the bureaus in turn, each within its time, until one answers the identity check: the
 * bureau and its verdict, or null when none answered.
 */
async function askIdentity(
  bureaus: Readonly<Record<BureauService, CreditBureau>>,
  cpf: string,
  claimed: CpfHolder,
): Promise<{ bureau: BureauService; result: IdentityResult } | null> {
  for (const service of bureauServices) {
    try {
      const same = await withinTime(service, BUREAU_LIMITS.identityCheckMs, () =>
        bureaus[service].checkIdentity(cpf, claimed),
      );
      return { bureau: service, result: same ? 'confirmed' : 'mismatch' };
    } catch {
      // This bureau failed or was late: the next one is asked.
    }
  }
  return null;
}

/**
 * Proves, before any credit look-up (the offers' and the credit profile's), that the CPF is the
 * subject's own (docs/offers.md#the-look-up):
 * a CPF on the account, its e-mail confirmed with its code, a birth date on it, and a
 * bureau's identity check that the CPF's holder has the account's name and birth date. The check
 * counts against its own daily limit, never the look-ups', and is recorded for 'Meus dados'.
 * Answers the subject, or refuses with the way forward.
 */
export async function proveIdentity(
  db: Db,
  subject: ConsentSubject,
  context: {
    bureaus: Readonly<Record<BureauService, CreditBureau>>;
    scope: ConsentScope;
    address: string;
    requestId?: string | undefined;
    words: IdentityWords;
  },
): Promise<ProvenSubject> {
  const { words } = context;
  if (subject.cpf === null) throw badRequest(words.cpfRequired);
  const account = await accountData(db, subject.id);
  if (!account?.verifiedAt) throw forbidden(words.emailUnconfirmed);
  if (!account.birthday) throw badRequest(words.birthdayRequired);
  const proven = { ...subject, cpf: subject.cpf };
  const claimed = { fullName: account.fullName, birthday: account.birthday };
  let result = await checkedBefore(db, proven, claimed);
  if (result === null) {
    await admitIdentityCheck(db, subject.id, context.address);
    const answer = await askIdentity(context.bureaus, proven.cpf, claimed);
    if (!answer) {
      await giveBackIdentityCheck(db, subject.id, context.address);
      throw new HttpError(503, { detail: OFFER_MESSAGES.bureausUnavailable });
    }
    await recordConsent(
      db,
      context.scope,
      proven,
      CONSENT_ACTIONS.identityCheck,
      {
        bureau: answer.bureau,
        result: answer.result,
        full_name: claimed.fullName,
        birthday: claimed.birthday,
      },
      context.requestId,
    );
    result = answer.result;
  }
  if (result === 'mismatch') throw forbidden(words.identityMismatch);
  return proven;
}
