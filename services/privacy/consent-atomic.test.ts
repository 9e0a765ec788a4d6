import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solicitationBody } from '../checkout/testing/harness.ts';
import { authorizationInfo, orders, persons, privacyAudit, solicitations } from '../db/schema/index.ts';
import { DEMO } from '../db/seed/demo.ts';
import { cpfFrom } from '../db/seed/people-data.ts';
import { startTestServices, type TestServices } from '../test/harness.ts';

describe('a consent is written in the same transaction as its act: no act when the record fails', () => {
  let d: TestServices;
  let serial = 0;
  const db = () => d.services.deps.db;
  const lead = () => {
    serial += 1;
    return {
      full_name: 'Cliente Transação',
      email: `transacao.${serial}.${Date.now()}@exemplo.com.br`,
      principal_contact: '(11) 98765-4321',
      cpf: cpfFrom(String(600000000 + serial * 7919 + (Date.now() % 1000))),
      birthday: '1990-05-10',
      terms: true,
      personal_banker: 'ana-souza',
    };
  };
  const refuseConsents = async () => {
    await db().execute(
      sql.raw(`create or replace function refuse_consent() returns trigger as $$
        begin raise exception 'consent write refused'; end; $$ language plpgsql`),
    );
    await db().execute(
      sql.raw(
        'create trigger refuse_consent before insert on privacy_audit for each row execute function refuse_consent()',
      ),
    );
  };
  const allowConsents = () => db().execute(sql.raw('drop trigger if exists refuse_consent on privacy_audit'));
  const personByEmail = (email: string) => db().select().from(persons).where(eq(persons.email, email));

  beforeAll(async () => {
    d = await startTestServices();
  });
  afterAll(async () => {
    await d?.close();
  });

  it('a lead, an account, an order, an authorization and a solicitation are not stored without their record', async () => {
    const existing = await d.call('POST', '/api/auth/person/v2/existsoradd/', { body: lead() });
    expect(existing.status).toBe(201);
    const customer = existing.body.person;
    await refuseConsents();
    try {
      const leadBody = lead();
      const newLead = await d.call('POST', '/api/auth/person/v2/existsoradd/', { body: leadBody });
      expect(newLead.status).toBe(500);
      expect(await personByEmail(leadBody.email)).toHaveLength(0);

      const accountBody = { ...lead(), password: 'Senha2026ab' };
      const account = await d.call('POST', '/api/auth/person/v2/', { body: accountBody });
      expect(account.status).toBe(500);
      expect(await personByEmail(accountBody.email)).toHaveLength(0);

      const order = await d.call('POST', '/api/checkout/legacy/order/', {
        token: customer.token,
        body: { customer: customer.id, product: 1, personal_banker: DEMO.bankers.ana, terms: true },
      });
      expect(order.status).toBe(500);
      expect(await db().select().from(orders).where(eq(orders.customerId, customer.id))).toHaveLength(0);

      const authorization = await d.call('PUT', '/api/auth/person/v2/authorization/', {
        token: customer.token,
        body: { personal_banker: DEMO.bankers.ana, authorized: true },
      });
      expect(authorization.status).toBe(500);
      const given = await db()
        .select()
        .from(authorizationInfo)
        .where(eq(authorizationInfo.personId, customer.id));
      expect(given.filter((row) => row.authorized)).toHaveLength(0);

      const solicitation = await d.call('POST', '/api/checkout/solicitation/handler/', {
        token: customer.token,
        body: solicitationBody({ customer: customer.id, personal_banker: DEMO.bankers.ana, product: 233 }),
      });
      expect(solicitation.status).toBe(500);
      expect(
        await db().select().from(solicitations).where(eq(solicitations.customerId, customer.id)),
      ).toHaveLength(0);
    } finally {
      await allowConsents();
    }
    // Only the first lead's record is there.
    const records = await db().select().from(privacyAudit).where(eq(privacyAudit.userId, customer.id));
    expect(records.map((r) => r.action)).toEqual(['create_user']);
  });
});
