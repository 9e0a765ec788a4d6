import { asc, count } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { bankListItems, occupations } from '../../db/schema/index.ts';

export async function occupationPage(db: Db, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db
      .select({ sim_id: occupations.simId, description: occupations.description })
      .from(occupations)
      .orderBy(asc(occupations.description), asc(occupations.simId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(occupations),
  ]);
  return { rows, count: total[0]?.n ?? 0 };
}

export const bankListRows = (db: Db) =>
  db
    .select({ kind: bankListItems.kind, code: bankListItems.code, name: bankListItems.name })
    .from(bankListItems)
    .orderBy(asc(bankListItems.kind), asc(bankListItems.position), asc(bankListItems.id));
