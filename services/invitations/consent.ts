import { CONSENT_ACTIONS } from '../../src/features/privacy/contract/privacy.ts';
import type { AuthUser } from '../context.ts';
import type { DbWriter } from '../db/index.ts';
import { type ConsentScope, recordConsent } from '../privacy/consent.ts';

/** The `lgpd: true` of a solicitation's data, recorded with the data itself. */
export function recordSolicitationConsent(
  tx: DbWriter,
  scope: ConsentScope,
  user: Pick<AuthUser, 'id'> & { email: string | null },
  row: { id: string; productId: number },
  requestId: string | undefined,
  extra: Record<string, unknown> = {},
) {
  const subject = { id: user.id, email: user.email, cpf: null };
  const details = { solicitation: row.id, product: row.productId, lgpd: true, ...extra };
  return recordConsent(tx, scope, subject, CONSENT_ACTIONS.solicitation, details, requestId);
}
