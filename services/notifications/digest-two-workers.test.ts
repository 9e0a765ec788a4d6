import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type ServicesInternals } from '../app.ts';
import { addPerson } from '../checkout/testing/fixtures.ts';
import { bankerEvents, bankerNotificationSettings, mailOutbox } from '../db/schema/index.ts';
import { createThrowawayDatabase, TEST_DATABASE } from '../test/harness.ts';

/**
 * Two service processes' digest runners over one PostgreSQL database: each banker's summary of a
 * day is written once. (PGlite is embedded in one process, so this runs on PostgreSQL only.)
 */
describe.skipIf(TEST_DATABASE !== 'postgres')('daily summary with two workers', () => {
  let database: { url: string; drop: () => Promise<void> };
  const workers: ServicesInternals[] = [];

  beforeAll(async () => {
    database = await createThrowawayDatabase();
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      SEED: '0',
      PUBLIC_ORIGIN: 'http://vitrine.test',
    };
    // The first migrates; the second starts over the migrated database, as a second process does.
    workers.push(await createServices(env));
    workers.push(await createServices(env));
  });

  afterAll(async () => {
    for (const worker of workers) await worker.close();
    await database?.drop();
  });

  it('sends each banker one summary when both workers run at the same time, and none on later runs', async () => {
    const [one, two] = workers as [ServicesInternals, ServicesInternals];
    const db = one.deps.db;
    const bankers = [];
    for (let i = 0; i < 6; i += 1)
      bankers.push(await addPerson(db, { fullName: `Banker ${i}`, personType: 0, slug: `banker-${i}` }));
    const ids = bankers.map((b) => b.id);
    await db
      .insert(bankerNotificationSettings)
      .values(ids.map((bankerId) => ({ bankerId, mode: 'resumo_diario' as const })));
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
    await db.insert(bankerEvents).values(
      ids.flatMap((bankerId) => [
        { bankerId, line: 'Novo pedido de Produto 1: Cliente A', whatsapp: null, createdAt: yesterday },
        { bankerId, line: 'Novo lead na sua loja: Cliente B', whatsapp: null, createdAt: yesterday },
      ]),
    );

    const now = new Date();
    const [sentOne, sentTwo] = await Promise.all([one.digests.run(now), two.digests.run(now)]);
    expect(sentOne + sentTwo).toBe(ids.length);
    expect(await Promise.all([one.digests.run(now), two.digests.run(now)])).toEqual([0, 0]);

    const emails = bankers.map((b) => b.email);
    const mails = await db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, emails));
    expect(mails.map((m) => m.to).sort()).toEqual([...emails].sort());
    for (const mail of mails) expect(mail.subject).toMatch(/: 2 novidades na sua loja$/);
    const [first] = bankers;
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, first?.email ?? '')),
    ).toHaveLength(1);
  });
});
