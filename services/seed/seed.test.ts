import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestServices } from '../test/harness.ts';
import { seedDatabase } from './index.ts';

const t = withTestServices();

const TABLES = [
  'products',
  'persons',
  'documents',
  'contacts',
  'leads',
  'cities',
  'carousel_images',
  'partners',
  'product_relations',
];

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await t.services.deps.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
    out[table] = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
  }
  return out;
}

describe('seed', () => {
  it('is idempotent and new rows get ids after the seeded ones', async () => {
    const before = await counts();
    await seedDatabase(t.services.deps.db);
    expect(await counts()).toEqual(before);
    const res = await t.call('POST', '/api/auth/person/v2/existsoradd/', {
      body: {
        full_name: 'Otávio Reis Lima',
        email: 'otavio.reis@exemplo.com.br',
        principal_contact: '(51) 99000-1122',
        cpf: '390.533.447-05',
        birthday: '01/02/1990',
        terms: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.person.id).toBeGreaterThan(2202);
  });
});
