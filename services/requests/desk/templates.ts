import { and, eq } from 'drizzle-orm';
import { storeOccupation } from '../../../src/features/catalog/contract/store-wording.ts';
import {
  CONTACT_TEMPLATE_KEYS,
  CONTACT_TEMPLATES,
  type ContactTemplateKey,
  templateProblem,
} from '../../../src/features/requests/rules/contact-templates.ts';
import { badRequest } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { companies, persons, storeContactTemplates } from '../../db/schema/index.ts';

/** The store's own texts, by template. */
async function ownBodiesOf(db: Db, bankerId: number): Promise<Map<ContactTemplateKey, string>> {
  const rows = await db
    .select({ template: storeContactTemplates.template, body: storeContactTemplates.body })
    .from(storeContactTemplates)
    .where(eq(storeContactTemplates.bankerId, bankerId));
  return new Map(rows.map((row) => [row.template, row.body]));
}

/** One template's text as the store keeps it: its own, or the starting one. */
export async function ownBodyOf(db: Db, bankerId: number, key: ContactTemplateKey): Promise<string | null> {
  const [row] = await db
    .select({ body: storeContactTemplates.body })
    .from(storeContactTemplates)
    .where(and(eq(storeContactTemplates.bankerId, bankerId), eq(storeContactTemplates.template, key)))
    .limit(1);
  return row?.body ?? null;
}

/** The title the banker's store gives its bankers, as a template's {titulo} says it. */
export async function bankerTitleOf(db: Db, bankerId: number): Promise<string> {
  const [row] = await db
    .select({ whitelabel: companies.whitelabel, occupation: companies.occupation })
    .from(persons)
    .leftJoin(companies, eq(companies.id, persons.companyId))
    .where(eq(persons.id, bankerId))
    .limit(1);
  const company = row?.whitelabel == null ? null : { whitelabel: row.whitelabel, occupation: row.occupation };
  return storeOccupation(company);
}

/** Every template of the store: its label, the text in force, the starting text and whether the store rewrote it. */
export async function templatesOf(db: Db, bankerId: number) {
  const own = await ownBodiesOf(db, bankerId);
  return {
    templates: CONTACT_TEMPLATE_KEYS.map((key) => ({
      key,
      label: CONTACT_TEMPLATES[key].label,
      body: own.get(key) ?? CONTACT_TEMPLATES[key].body,
      default_body: CONTACT_TEMPLATES[key].body,
      custom: own.has(key),
    })),
  };
}

/**
 * Keeps the store's own texts (null goes back to the starting text), all or none: a text naming a
 * field other than the four is refused with its pt-BR reason and nothing changes.
 */
export async function setTemplates(
  db: Db,
  bankerId: number,
  changes: readonly { key: ContactTemplateKey; body: string | null }[],
) {
  for (const change of changes) {
    const problem = change.body === null ? null : templateProblem(change.body);
    if (problem) throw badRequest(problem);
  }
  await db.transaction(async (tx) => {
    for (const { key, body } of changes) {
      const row = and(eq(storeContactTemplates.bankerId, bankerId), eq(storeContactTemplates.template, key));
      if (body === null) await tx.delete(storeContactTemplates).where(row);
      else
        await tx
          .insert(storeContactTemplates)
          .values({ bankerId, template: key, body })
          .onConflictDoUpdate({
            target: [storeContactTemplates.bankerId, storeContactTemplates.template],
            set: { body },
          });
    }
  });
  return templatesOf(db, bankerId);
}
