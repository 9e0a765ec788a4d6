import { and, eq } from 'drizzle-orm';
import { ORDER_MESSAGES } from '../../src/api/checkout.ts';
import { type AuthUser, badRequest, type Db, forbidden } from '../context.ts';
import { documents, persons } from '../db/schema/index.ts';

/** Who an order is for: the account's own identity (spec §4.12: changes go through 'editar dados'). */
export interface OrderIdentity {
  fullName: string;
  email: string;
  /** yyyy-mm-dd, or null while neither the account nor the order has one. */
  birthday: string | null;
  /** 11 digits, or null while neither the account nor the order has one. */
  cpf: string | null;
}

/** What the order body says about the person (already checked by the order schema). */
export interface ClaimedIdentity {
  full_name?: string;
  email?: string;
  birthday?: string;
  cpf?: string;
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR') ===
  b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');

/** A birthday as yyyy-mm-dd, whether written that way or dd/mm/yyyy. */
function isoBirthday(value: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : value.trim();
}

/** The account's own identity as stored (CPF as 11 digits, birthday as yyyy-mm-dd). */
export interface AccountIdentity {
  fullName: string;
  email: string;
  birthday: string | null;
  cpf: string | null;
}

export async function accountIdentity(db: Db, user: AuthUser): Promise<AccountIdentity> {
  const [person] = await db
    .select({
      fullName: persons.fullName,
      email: persons.email,
      birthday: persons.birthday,
      cpf: documents.value,
    })
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
export function orderIdentity(person: AccountIdentity, claimed: ClaimedIdentity): OrderIdentity {
  const errors: Record<string, string[]> = {};
  if (claimed.full_name !== undefined && !sameName(claimed.full_name, person.fullName))
    errors.full_name = [ORDER_MESSAGES.otherName];
  if (claimed.email !== undefined && claimed.email.toLowerCase() !== person.email.toLowerCase())
    errors.email = [ORDER_MESSAGES.otherEmail];
  const claimedBirthday = claimed.birthday === undefined ? undefined : isoBirthday(claimed.birthday);
  if (person.birthday && claimedBirthday !== undefined && claimedBirthday !== person.birthday)
    errors.birthday = [ORDER_MESSAGES.otherBirthday];
  const claimedCpf = claimed.cpf?.replace(/\D/g, '');
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
