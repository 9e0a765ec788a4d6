import { and, eq } from 'drizzle-orm';
import { ORDER_MESSAGES } from '../../../src/contract/checkout.ts';
import { type AuthUser, badRequest, type Db, forbidden } from '../../context.ts';
import { documents, persons } from '../../db/schema/index.ts';

/** What the order body says about the person, as the order schema passes it on (birthday yyyy-mm-dd, CPF digits). */
export interface ClaimedIdentity {
  full_name?: string;
  email?: string;
  birthday?: string;
  cpf?: string;
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR') ===
  b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');

/**
 * A person's identity: the account's as stored, or the one an order is stored with
 * (docs/accounts.md#edit-user: changes go through 'editar dados').
 */
export interface Identity {
  fullName: string;
  email: string;
  /** yyyy-mm-dd, or null while unknown. */
  birthday: string | null;
  /** 11 digits, or null while unknown. */
  cpf: string | null;
}

/** The account's identity columns: `persons` joined with its CPF document. */
export const identityFields = {
  fullName: persons.fullName,
  email: persons.email,
  birthday: persons.birthday,
  cpf: documents.value,
};

export async function accountIdentity(db: Db, user: AuthUser): Promise<Identity> {
  const [person] = await db
    .select(identityFields)
    .from(persons)
    .leftJoin(documents, and(eq(documents.personId, persons.id), eq(documents.type, 'CPF')))
    .where(eq(persons.id, user.id))
    .limit(1);
  if (!person) throw forbidden(ORDER_MESSAGES.notYourOrder);
  return person;
}

/**
 * The identity an order is stored with: CPF, name, e-mail and birthday come from the account;
 * a body that states other values is refused field by field (`{full_name: ['…']}`), and the
 * body fills only what the account does not have yet (a CPF or a birthday).
 */
export function orderIdentity(person: Identity, claimed: ClaimedIdentity): Identity {
  const errors: Record<string, string[]> = {};
  if (claimed.full_name !== undefined && !sameName(claimed.full_name, person.fullName))
    errors.full_name = [ORDER_MESSAGES.otherName];
  if (claimed.email !== undefined && claimed.email.toLowerCase() !== person.email.toLowerCase())
    errors.email = [ORDER_MESSAGES.otherEmail];
  const claimedBirthday = claimed.birthday;
  if (person.birthday && claimedBirthday !== undefined && claimedBirthday !== person.birthday)
    errors.birthday = [ORDER_MESSAGES.otherBirthday];
  const claimedCpf = claimed.cpf;
  if (person.cpf && claimedCpf !== undefined && claimedCpf !== person.cpf)
    errors.cpf = [ORDER_MESSAGES.otherCpf];
  if (Object.keys(errors).length > 0) throw badRequest(errors);

  return {
    fullName: person.fullName,
    email: person.email,
    birthday: person.birthday ?? claimedBirthday ?? null,
    cpf: person.cpf ?? claimedCpf ?? null,
  };
}
