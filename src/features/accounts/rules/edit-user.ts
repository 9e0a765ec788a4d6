import { isoToBrDate } from '../../../core/format/dates.ts';
import { mask, maskPhone } from '../../../core/format/masks.ts';

/** What the edit-user modal needs of the user (docs/entities.md, docs/accounts.md#edit-user). */
export interface EditableUser {
  email: string;
  full_name: string;
  principal_contact: string | null;
  birthday: string | null;
  documents: { CPF: string | null };
  authorization_info: { personal_banker: { id: number }; authorized: boolean }[];
}

export interface EditUserForm {
  full_name: string;
  email: string;
  principal_contact: string;
  birthday: string;
  cpf: string;
}

export function userToForm(user: EditableUser): EditUserForm {
  return {
    full_name: user.full_name,
    email: user.email,
    principal_contact: user.principal_contact ? maskPhone(user.principal_contact) : '',
    birthday: isoToBrDate(user.birthday),
    cpf: user.documents.CPF ? mask(user.documents.CPF, 'cpf') : '',
  };
}

/** The CPF cannot change once set (docs/validation-and-errors.md#validation-rules, docs/accounts.md#roles-and-permissions). */
export function cpfLocked(user: EditableUser): boolean {
  return Boolean(user.documents.CPF);
}

/** The e-mail cannot change while any authorization exists (docs/validation-and-errors.md#validation-rules, docs/accounts.md#roles-and-permissions). */
export function emailLocked(user: EditableUser): boolean {
  return user.authorization_info.length > 0;
}

/** Whether the user authorizes this banker now. */
export function authorizesBanker(user: EditableUser, bankerId: number | null): boolean {
  if (bankerId === null) return false;
  return user.authorization_info.some((info) => info.personal_banker.id === bankerId && info.authorized);
}

/** Label of the authorization toggle (docs/accounts.md#edit-user). */
export function authorizationToggleLabel(authorized: boolean): string {
  return authorized ? 'Remover autorização' : 'Autorizar';
}

/** The e-mail changed (lowercased, as every call sends it): confirmation and a new login follow. */
export function emailChanged(user: EditableUser, form: EditUserForm): boolean {
  return form.email.trim().toLowerCase() !== user.email.toLowerCase();
}

/** The update body: the form's fields, the e-mail lowercased, the CPF only while not locked. */
export function updateBody(user: EditableUser, form: EditUserForm): Record<string, string> {
  const body: Record<string, string> = {
    full_name: form.full_name.trim(),
    principal_contact: form.principal_contact,
    birthday: form.birthday,
  };
  if (!emailLocked(user)) body.email = form.email.trim().toLowerCase();
  if (!cpfLocked(user) && form.cpf) body.cpf = form.cpf;
  return body;
}
