import { sql } from 'drizzle-orm';
import { PERSON_TYPE } from '../../src/core/format/person-types.ts';
import { hashPassword } from '../accounts/password.ts';
import { mediaUrl } from '../catalog/media.ts';
import { DEMO } from '../db/demo/demo.ts';
import { BANKERS, CUSTOMERS, cpfFrom, PROFILES } from '../db/demo/people-data.ts';
import type { Db } from '../db/index.ts';
import * as t from '../db/schema/index.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Every person the seed stores: the bankers and their customers. */
const EVERYONE = [...BANKERS, ...CUSTOMERS];

/** The people not stored yet (ids up to 3000 are the seed's), with their CPF documents. */
async function seedPersons(db: Db, now: Date): Promise<void> {
  const existing = new Set(
    (await db.select({ id: t.persons.id }).from(t.persons).where(sql`${t.persons.id} <= 3000`)).map(
      (r) => r.id,
    ),
  );
  const rows = [];
  for (const p of EVERYONE) {
    if (existing.has(p.id)) continue;
    rows.push({
      id: p.id,
      email: p.email,
      fullName: p.fullName,
      nickname: p.nickname ?? null,
      slug: p.slug ?? null,
      personType: p.personType,
      principalContact: p.principalContact,
      photo:
        p.personType === PERSON_TYPE.customer
          ? null
          : mediaUrl('people', p.email.split('@')[0]?.replace('.', '-') ?? 'pessoa'),
      birthday: p.birthday,
      companyId: p.companyId ?? null,
      passwordHash: p.password ? await hashPassword(p.password) : null,
      lastLogin: p.password ? new Date(now.getTime() - 2 * DAY) : null,
      createdAt: new Date(now.getTime() - p.createdDaysAgo * DAY),
      // The demo people own their e-mails.
      emailVerifiedAt: new Date(now.getTime() - p.createdDaysAgo * DAY),
    });
  }
  if (rows.length > 0) await db.insert(t.persons).values(rows).onConflictDoNothing();

  const documents = EVERYONE.filter((p) => p.cpfBase).map((p) => ({
    personId: p.id,
    type: 'CPF',
    value: cpfFrom(p.cpfBase ?? ''),
  }));
  await db.insert(t.documents).values(documents).onConflictDoNothing();
}

/** Bankers' profile contacts and each customer's principal contact. */
async function seedContacts(db: Db): Promise<void> {
  const contacts = [
    ...PROFILES.flatMap((profile) =>
      profile.contacts.map(([contactTypeId, value]) => ({
        personId: profile.personId,
        contactTypeId,
        value,
      })),
    ),
    ...CUSTOMERS.map((p) => ({ personId: p.id, contactTypeId: 1, value: p.principalContact })),
  ];
  await db.insert(t.contacts).values(contacts).onConflictDoNothing();
}

/** One address for each person with a city, in that city. */
async function seedAddresses(db: Db): Promise<void> {
  const cities = await db
    .select({ id: t.cities.id, name: t.cities.name, stateId: t.cities.stateId, uf: t.states.slug })
    .from(t.cities)
    .innerJoin(t.states, sql`${t.states.id} = ${t.cities.stateId}`);
  const addresses = EVERYONE.flatMap((p) => {
    const city = p.city && cities.find((c) => c.uf === p.city?.[0] && c.name === p.city?.[1]);
    return city
      ? [
          {
            personId: p.id,
            cityId: city.id,
            stateId: city.stateId,
            zipCode: '90010000',
            street: 'Rua dos Andradas',
            number: '1000',
            neighborhood: 'Centro',
          },
        ]
      : [];
  });
  await db.insert(t.addresses).values(addresses).onConflictDoNothing();
}

/** The bankers' profiles and their stores (one of them paused). */
async function seedBankerStores(db: Db): Promise<void> {
  await db
    .insert(t.bankerProfiles)
    .values(
      PROFILES.map((p) => ({
        personId: p.personId,
        pbSince: p.pbSince,
        career: p.career,
        careerDeprecated: p.careerDeprecated ?? null,
        certificates: p.certificates,
        bio: p.bio,
        whyFranq: p.whyFranq,
        assistantId: p.assistantId ?? null,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(t.stores)
    .values([
      {
        personId: DEMO.bankers.ana,
        homeTitle: 'Seu banco, do seu jeito',
        shareQuery: 'utm_source=compartilhar',
      },
      {
        personId: DEMO.bankers.carlos,
        homeTitle: 'Consultoria financeira sob medida',
        aboutComponent: true,
        loginSectionDark: true,
      },
      { personId: DEMO.bankers.paused, disabled: true },
    ])
    .onConflictDoNothing();
}

/** The bankers' leads and which customers authorise their banker to read their data. */
async function seedLeads(db: Db, now: Date): Promise<void> {
  const leadRows = [
    ...[...DEMO.customers, ...DEMO.leads].map((customerId, i) => ({
      bankerId: DEMO.bankers.ana,
      customerId,
      createdAt: new Date(now.getTime() - (175 - i * 11) * DAY),
    })),
    ...DEMO.customersOfCarlos.map((customerId, i) => ({
      bankerId: DEMO.bankers.carlos,
      customerId,
      createdAt: new Date(now.getTime() - (60 - i * 10) * DAY),
    })),
  ];
  await db.insert(t.leads).values(leadRows).onConflictDoNothing();
  await db
    .insert(t.authorizationInfo)
    .values([
      { personId: DEMO.customers[1], bankerId: DEMO.bankers.ana, authorized: true },
      { personId: DEMO.customers[2], bankerId: DEMO.bankers.ana, authorized: false },
    ])
    .onConflictDoNothing();
}

/** The demo's people: persons, contacts, addresses, the bankers' stores and their leads. */
export async function seedPeople(db: Db, now: Date): Promise<void> {
  await seedPersons(db, now);
  await seedContacts(db);
  await seedAddresses(db);
  await seedBankerStores(db);
  await seedLeads(db, now);
}
