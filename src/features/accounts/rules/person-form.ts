import { normalizeCheckEmail } from '../../../core/format/email.ts';

/**
 * The person a form collects (docs/entities.md): the new-account modal, the order form and the
 * lead it creates all hold these fields the same way, as the inputs show them (masked texts, the
 * birthday dd/mm/yyyy).
 */
export interface PersonForm {
  full_name: string;
  email: string;
  principal_contact: string;
  cpf: string;
  birthday: string;
}

/** The lead and new-account forms: the person, the terms box, and the banker authorization when invited. */
export interface LeadForm extends PersonForm {
  terms: boolean;
  authorized?: boolean;
}

export function emptyPersonForm(email = ''): PersonForm {
  return { full_name: '', email, principal_contact: '', cpf: '', birthday: '' };
}

/** Every person field typed and the terms ticked: what 'Criar' waits for. */
export function leadFormFilled(form: LeadForm): boolean {
  return (
    form.full_name.trim() !== '' &&
    form.email !== '' &&
    form.principal_contact !== '' &&
    form.cpf !== '' &&
    form.birthday !== '' &&
    form.terms
  );
}

/**
 * The body of the lead and new-account calls (docs/services.md#calls): the person as typed (the
 * services strip the masks), the e-mail normalized, the terms the form required, the banker of
 * the store, and the authorization when the form asked for it.
 */
export function leadBody(form: LeadForm, personalBanker: number | string | undefined) {
  return {
    full_name: form.full_name.trim(),
    email: normalizeCheckEmail(form.email),
    principal_contact: form.principal_contact,
    cpf: form.cpf,
    birthday: form.birthday,
    terms: true as const,
    personal_banker: personalBanker,
    ...(form.authorized === undefined ? {} : { authorized: form.authorized }),
  };
}
