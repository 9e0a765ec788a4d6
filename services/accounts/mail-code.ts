import type { Deps } from '../context.ts';
import { tooManyRequests } from '../context.ts';
import { hit } from '../http/rate-limit.ts';
import { SECRET_MARK } from '../mail/outbox.ts';
import { issueCode } from './codes.ts';

/** Codes sent and code checks per e-mail in a window (login limits: `throttle.ts`). */
export const LIMITS = {
  windowSeconds: 15 * 60,
  codesSent: 5,
  codeFailures: 10,
} as const;

/**
 * Mails a code (the outbox keeps it apart and drops it once delivered). With `changeOf`, the code
 * confirms that person's change to this e-mail instead of giving access to its account; with
 * `registration`, it confirms a sign-up just made.
 */
export async function sendCode(
  deps: Deps,
  email: string,
  changeOf: number | null = null,
  registration = false,
): Promise<void> {
  const sent = await hit(deps.db, `code-send:${email}`, LIMITS.windowSeconds);
  if (sent > LIMITS.codesSent) throw tooManyRequests('code-send');
  const code = await issueCode(deps.db, email, changeOf, new Date(), registration);
  const purpose =
    changeOf === null ? 'para continuar' : 'para confirmar este endereço como o novo e-mail da sua conta';
  await deps.mail.enqueue({
    to: email,
    subject: `Seu código de verificação: ${SECRET_MARK}`,
    text: `Olá!\n\nUse o código ${SECRET_MARK} ${purpose}. Ele vale por 15 minutos.\n\nSe você não pediu este código, ignore este e-mail.`,
    secret: code,
  });
}
