import { and, eq } from 'drizzle-orm';
import type { BankerProfileAnswer } from '../../src/api/auth.ts';
import type { Db } from '../db/index.ts';
import {
  addresses,
  bankerProfiles,
  cities,
  companies,
  persons,
  states,
  termsOfService,
} from '../db/schema/index.ts';
import { contactsOf } from './users.ts';

/** The banker profile of a store slug (two round trips), or null. */
export async function loadBankerProfile(db: Db, slug: string): Promise<BankerProfileAnswer | null> {
  const rows = await db
    .select({
      person: persons,
      profile: bankerProfiles,
      company: companies,
      tosVersion: termsOfService.version,
      city: cities.name,
      state: states.slug,
    })
    .from(persons)
    .leftJoin(bankerProfiles, eq(bankerProfiles.personId, persons.id))
    .leftJoin(companies, eq(companies.id, persons.companyId))
    .leftJoin(termsOfService, eq(termsOfService.id, companies.tosId))
    .leftJoin(addresses, eq(addresses.personId, persons.id))
    .leftJoin(cities, eq(cities.id, addresses.cityId))
    .leftJoin(states, eq(states.id, addresses.stateId))
    .where(and(eq(persons.slug, slug), eq(persons.personType, 0)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { person, profile, company } = row;
  const assistantId = profile?.assistantId ?? null;
  const [contactRows, assistants] = await Promise.all([
    contactsOf(db, [person.id]),
    assistantId
      ? db
          .select({
            nickname: persons.nickname,
            full_name: persons.fullName,
            photo: persons.photo,
            principal_contact: persons.principalContact,
            email: persons.email,
          })
          .from(persons)
          .where(eq(persons.id, assistantId))
          .limit(1)
      : Promise.resolve([]),
  ]);
  return {
    person: {
      id: person.id,
      slug: person.slug ?? slug,
      full_name: person.fullName,
      nickname: person.nickname,
      email: person.email,
      photo: person.photo,
      principal_contact: person.principalContact,
      contacts: contactRows.map((c) => c.contact),
      company: company ? { id: company.id, name: company.name } : null,
      certificates: profile?.certificates ?? [],
      address: { city: row.city ? { name: row.city } : null, state: row.state ? { slug: row.state } : null },
      assistent_from: assistants[0] ?? null,
    },
    company: company
      ? {
          id: company.id,
          name: company.name,
          plan: company.plan === 'full' ? 'full' : 'lite',
          whitelabel: company.whitelabel,
          logo: company.logo,
          favicon: company.favicon,
          store_url: company.storeUrl,
          tos: company.tosId && row.tosVersion ? { id: company.tosId, version: row.tosVersion } : null,
          metadata: company.metadata,
        }
      : null,
    pb_since: profile?.pbSince ?? null,
    career: profile?.career ?? [],
    career_deprecated: profile?.careerDeprecated ?? null,
    bio: profile?.bio ?? null,
    why_franq: profile?.whyFranq ?? null,
  };
}
