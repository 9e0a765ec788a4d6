import { type Db, tooManyRequests } from '../context.ts';
import { hit } from '../http/rate-limit.ts';

/**
 * Invitation mails (solicitations, reviews, companies) go to addresses nobody has proven: each one
 * counts, in fixed daily windows (`rate_limits`), against the banker who sends it and against the
 * address, so the services cannot be used to flood one mailbox or to mail without end.
 */
export const INVITE_LIMITS = {
  windowSeconds: 24 * 60 * 60,
  perBanker: 50,
  perAddress: 3,
} as const;

/** Counts one invitation mail; 429 past a limit (nothing is sent). */
export async function admitInviteMail(db: Db, bankerId: number, email: string): Promise<void> {
  const { windowSeconds } = INVITE_LIMITS;
  const [byBanker, toAddress] = await Promise.all([
    hit(db, `invite-mail:banker:${bankerId}`, windowSeconds),
    hit(db, `invite-mail:to:${email.toLowerCase()}`, windowSeconds),
  ]);
  if (byBanker > INVITE_LIMITS.perBanker || toAddress > INVITE_LIMITS.perAddress)
    throw tooManyRequests('invite-mail');
}
