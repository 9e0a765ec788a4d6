import { atom, computed } from 'nanostores';
import { brToIsoDate } from '../../../core/format/dates.ts';
import { normalizeEmail } from '../../../core/format/email.ts';
import { hasLoanValue } from '../../../core/products/solicitation-form.ts';
import { call } from '../../../core/transport/api.ts';
import { failureOf } from '../../../core/transport/call-failure.ts';
import type { BodyOf } from '../../../core/transport/call-types.ts';
import { INVITATIONS_ROUTES } from '../contract/invitations-routes.ts';
import { type InvitationItem, toInvitationRows } from '../rules/invitation-status.ts';

/** The banker's side of invitations (docs/invitations.md#invitation-and-authorization): sending one and the table of those sent. */

export const $invitations = atom<InvitationItem[] | null>(null);

/** The invitations as the table shows them; null while loading. */
export const $invitationRows = computed($invitations, (items) => (items ? toInvitationRows(items) : null));

export async function loadInvitations(): Promise<void> {
  try {
    $invitations.set(await call(INVITATIONS_ROUTES.solicitationInvitations));
  } catch {
    $invitations.set([]);
  }
}

/** What the banker types in 'Convidar cliente'; the prefill only in the review variant. */
export interface InviteForm {
  product: number | null;
  email: string;
  prefill: boolean;
  full_name: string;
  birthday: string;
  monthly_income: number | null;
  loan_value: number | null;
}

export const EMPTY_INVITE: InviteForm = {
  product: null,
  email: '',
  prefill: false,
  full_name: '',
  birthday: '',
  monthly_income: null,
  loan_value: null,
};

/** The invite call's body: the review variant carries the prefilled fields given. */
export function inviteBody(
  form: InviteForm & { product: number },
): BodyOf<typeof INVITATIONS_ROUTES.solicitationInvite> {
  const body: BodyOf<typeof INVITATIONS_ROUTES.solicitationInvite> = {
    product: form.product,
    invite_customer_email: normalizeEmail(form.email.trim()),
  };
  if (!form.prefill) return body;
  body.review = true;
  if (form.full_name.trim()) body.full_name = form.full_name.trim();
  const birthday = brToIsoDate(form.birthday);
  if (birthday) body.birthday = birthday;
  if (form.monthly_income !== null) body.monthly_income = form.monthly_income;
  if (form.loan_value !== null && hasLoanValue(form.product)) body.loan_value = form.loan_value;
  return body;
}

/** A refused invitation with the first message of the answer. */
export class InviteError extends Error {
  readonly fields: Record<string, string>;
  constructor(message: string, fields: Record<string, string>) {
    super(message);
    this.fields = fields;
  }
}

export async function sendInvitation(form: InviteForm & { product: number }): Promise<void> {
  try {
    await call(INVITATIONS_ROUTES.solicitationInvite, { body: inviteBody(form) });
  } catch (error) {
    const { body } = failureOf(error);
    const fields: Record<string, string> = {};
    let detail = 'Não foi possível enviar o convite. Tente novamente.';
    if (body && typeof body === 'object') {
      for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
        const first = Array.isArray(value) ? value[0] : value;
        if (typeof first !== 'string') continue;
        if (key === 'detail') detail = first;
        else fields[key] = first;
      }
    }
    throw new InviteError(Object.values(fields)[0] ?? detail, fields);
  }
  await loadInvitations();
}
