import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { PERSON_TYPE } from '../../src/core/format/person-types.ts';
import type { Db } from '../db/index.ts';
import { bankerProfiles, companies, persons, stores } from '../db/schema/index.ts';
import { seedPlatform } from './index.ts';

/** The first banker of a production database, as `npm run db:first-store` reads it. */
export const FirstStoreSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('--email: deve ser um e-mail')),
  name: v.pipe(v.string(), v.trim(), v.minLength(3, '--name: o nome completo do banker')),
  slug: v.pipe(
    v.string(),
    v.regex(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      '--slug: letras minúsculas, números e hífens (o endereço /pb/<slug>)',
    ),
  ),
  /** The brand's company (`companyId` of brands/<id>/brand.json); absent for a brand without one. */
  company: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('--company: o número da empresa da marca (companyId em brands/<id>/brand.json)'),
    ),
  ),
});

export type FirstStore = v.InferOutput<typeof FirstStoreSchema>;

export type FirstStoreResult =
  | { created: true; personId: number }
  | { created: false; reason: 'banker-exists' | 'unknown-company' };

/**
 * Writes the platform's data (companies, catalog, reference lists: `seedPlatform`, idempotent),
 * then, when the database has no banker yet, the first one with an open store. No password: the
 * banker sets it with a code mailed to the address ('Esqueci minha senha'), so none passes through
 * a shell or a log.
 */
export async function createFirstStore(db: Db, first: FirstStore): Promise<FirstStoreResult> {
  await seedPlatform(db);
  return db.transaction(async (tx) => {
    const [banker] = await tx
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.personType, PERSON_TYPE.banker))
      .limit(1);
    if (banker) return { created: false, reason: 'banker-exists' };
    const companyId = first.company ?? null;
    if (companyId !== null) {
      const [company] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (!company) return { created: false, reason: 'unknown-company' };
    }
    const [person] = await tx
      .insert(persons)
      .values({
        email: first.email,
        fullName: first.name,
        slug: first.slug,
        personType: PERSON_TYPE.banker,
        companyId,
      })
      .returning({ id: persons.id });
    if (!person) throw new Error('persons: insert returned no row');
    await tx.insert(bankerProfiles).values({ personId: person.id });
    await tx.insert(stores).values({ personId: person.id });
    return { created: true, personId: person.id };
  });
}
