import { asc, eq, inArray } from 'drizzle-orm';
import type { UserAnswer } from '../../src/core/contract/auth.ts';
import { SERVER_MSG } from '../../src/core/contract/common.ts';
import { notFound } from '../context.ts';
import type { Db } from '../db/index.ts';
import {
  authorizationInfo,
  companies,
  contacts,
  contactTypes,
  documents,
  leads,
  persons,
} from '../db/schema/index.ts';

const CONTACT_NAMES: Record<number, string> = { 1: 'WhatsApp', 2: 'Facebook', 3: 'Instagram', 4: 'LinkedIn' };

/** Contacts of some persons with their type names. */
export async function contactsOf(db: Db, personIds: number[]) {
  if (personIds.length === 0) return [];
  const rows = await db
    .select({
      personId: contacts.personId,
      id: contacts.id,
      value: contacts.value,
      typeId: contacts.contactTypeId,
      typeName: contactTypes.name,
    })
    .from(contacts)
    .innerJoin(contactTypes, eq(contactTypes.id, contacts.contactTypeId))
    .where(inArray(contacts.personId, personIds))
    .orderBy(asc(contacts.contactTypeId));
  return rows.map((r) => ({
    personId: r.personId,
    contact: {
      id: r.id,
      value: r.value,
      contact_type: { id: r.typeId, name: r.typeName ?? CONTACT_NAMES[r.typeId] ?? '' },
    },
  }));
}

/** The user answer of docs/entities.md (five small indexed queries in parallel). */
export async function loadUser(db: Db, id: number): Promise<UserAnswer | null> {
  const [personRows, docs, contactRows, auths, bankers] = await Promise.all([
    db
      .select({ person: persons, companyName: companies.name })
      .from(persons)
      .leftJoin(companies, eq(companies.id, persons.companyId))
      .where(eq(persons.id, id))
      .limit(1),
    db.select().from(documents).where(eq(documents.personId, id)),
    contactsOf(db, [id]),
    db.select().from(authorizationInfo).where(eq(authorizationInfo.personId, id)),
    db
      .select({ id: persons.id, slug: persons.slug, fullName: persons.fullName })
      .from(leads)
      .innerJoin(persons, eq(persons.id, leads.bankerId))
      .where(eq(leads.customerId, id))
      .orderBy(asc(leads.createdAt)),
  ]);
  const row = personRows[0];
  if (!row) return null;
  const p = row.person;
  return {
    id: p.id,
    email: p.email,
    full_name: p.fullName,
    nickname: p.nickname,
    slug: p.slug,
    person_type: p.personType,
    principal_contact: p.principalContact,
    photo: p.photo,
    birthday: p.birthday,
    documents: { CPF: docs.find((d) => d.type === 'CPF')?.value ?? null },
    contacts: contactRows.map((c) => c.contact),
    company: p.companyId && row.companyName ? { id: p.companyId, name: row.companyName } : null,
    last_login: p.lastLogin?.toISOString() ?? null,
    authorization_info: auths.map((a) => ({ personal_banker: { id: a.bankerId }, authorized: a.authorized })),
    personal_bankers: bankers.map((b) => ({ id: b.id, slug: b.slug, full_name: b.fullName })),
  };
}

/** The account of `id`, or the 404 'Usuário não encontrado' of the calls about it. */
export async function loadUserOr404(db: Db, id: number): Promise<UserAnswer> {
  const user = await loadUser(db, id);
  if (!user) throw notFound(SERVER_MSG.userNotFound);
  return user;
}
