import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { solicitationBody } from '../checkout/testing/fixtures.ts';
import { DEMO } from '../db/demo/demo.ts';
import { cpfFrom } from '../db/demo/people-data.ts';
import { authorizationInfo, orders, persons, privacyAudit, solicitations } from '../db/schema/index.ts';
import { withTestServices } from '../test/harness.ts';

const t = withTestServices();

let serial = 0;
/** A new person's lead fields (unique e-mail and CPF per call). */
function leadFields(personal_banker: string, extra: Record<string, unknown> = {}) {
  serial += 1;
  return {
    full_name: 'Cliente Consentimento',
    email: `consent.${serial}.${Date.now()}@exemplo.com.br`,
    principal_contact: '(11) 98765-4321',
    cpf: cpfFrom(String(700000000 + serial * 7919 + (Date.now() % 1000))),
    birthday: '1990-05-10',
    terms: true,
    personal_banker,
    ...extra,
  };
}

const recordsOf = (userId: number) => t.db.select().from(privacyAudit).where(eq(privacyAudit.userId, userId));

describe('consent written by the services with the act', () => {
  it('a lead records create_user with the store, its terms version and the person, in the same call', async () => {
    const res = await t.call('POST', '/api/auth/person/v2/existsoradd/', { body: leadFields('ana-souza') });
    expect(res.status).toBe(201);
    const records = await recordsOf(res.body.person.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      action: 'create_user',
      source: 'store:ana-souza',
      tosVersion: 'v1.0.0',
      email: res.body.person.email,
      metadata: { terms: true, personal_banker: DEMO.bankers.ana },
    });
  });

  it('an account at a white-label store records its company terms v2.0.0 and the authorization given', async () => {
    const res = await t.call('POST', '/api/auth/person/v2/', {
      body: leadFields('carlos-lima', { password: 'Senha2026ab', authorized: true }),
    });
    expect(res.status).toBe(201);
    const records = await recordsOf(res.body.person.id);
    expect(records.map((r) => r.action).sort()).toEqual(['authorize_banker', 'create_user']);
    for (const r of records) expect(r).toMatchObject({ source: 'company:3001', tosVersion: 'v2.0.0' });
  });

  it('a refused sign-up (CPF taken) leaves no consent record behind', async () => {
    const before = await t.db.select().from(privacyAudit);
    const res = await t.call('POST', '/api/auth/person/v2/existsoradd/', {
      body: { ...leadFields('ana-souza'), cpf: '529.982.247-25' },
    });
    expect(res.status).toBe(400);
    const after = await t.db.select().from(privacyAudit);
    expect(after).toHaveLength(before.length);
  });

  it('the consent status says whether this store’s current terms and data sharing are on record', async () => {
    const lead = await t.call('POST', '/api/auth/person/v2/existsoradd/', { body: leadFields('ana-souza') });
    const token = lead.body.person.token;
    const atAna = await t.call('GET', '/api/privacy/consent/ana-souza/', { token });
    expect(atAna.body).toEqual({
      source: 'store:ana-souza',
      tos_version: 'v1.0.0',
      terms_accepted: true,
      data_sharing_accepted: false,
    });
    const atCarlos = await t.call('GET', '/api/privacy/consent/carlos-lima/', { token });
    expect(atCarlos.body).toMatchObject({ tos_version: 'v2.0.0', terms_accepted: false });
    const order = await t.call('POST', '/api/checkout/legacy/order/', {
      token,
      body: { customer: lead.body.person.id, product: 1, personal_banker: DEMO.bankers.ana, terms: true },
    });
    expect(order.status).toBe(201);
    const after = await t.call('GET', '/api/privacy/consent/ana-souza/', { token });
    expect(after.body).toMatchObject({ terms_accepted: true, data_sharing_accepted: true });
    expect((await t.call('GET', '/api/privacy/consent/ana-souza/')).status).toBe(401);
    expect((await t.call('GET', '/api/privacy/consent/ninguem/', { token })).status).toBe(404);
  });

  it('withdrawing an authorization is recorded with the change', async () => {
    const lead = await t.call('POST', '/api/auth/person/v2/existsoradd/', {
      body: leadFields('ana-souza', { authorized: true }),
    });
    const token = lead.body.person.token;
    const res = await t.call('PUT', '/api/auth/person/v2/authorization/', {
      token,
      body: { personal_banker: DEMO.bankers.ana, authorized: false },
    });
    expect(res.status).toBe(200);
    const actions = (await recordsOf(lead.body.person.id)).map((r) => r.action);
    expect(actions).toContain('revoke_authorization');
  });

  it('a solicitation records its lgpd consent with the data', async () => {
    const lead = await t.call('POST', '/api/auth/person/v2/existsoradd/', { body: leadFields('ana-souza') });
    const res = await t.call('POST', '/api/checkout/solicitation/handler/', {
      token: lead.body.person.token,
      body: solicitationBody({
        customer: lead.body.person.id,
        personal_banker: DEMO.bankers.ana,
        product: 233,
      }),
    });
    expect(res.status).toBe(201);
    const solicitation = (await recordsOf(lead.body.person.id)).find((r) => r.action === 'solicitation_data');
    expect(solicitation).toMatchObject({
      source: 'store:ana-souza',
      metadata: { solicitation: res.body.id, lgpd: true },
    });
  });
});

describe('a consent is written in the same transaction as its act: no act when the record fails', () => {
  const lead = () => leadFields('ana-souza');
  const refuseConsents = async () => {
    await t.db.execute(
      sql.raw(`create or replace function refuse_consent() returns trigger as $$
        begin raise exception 'consent write refused'; end; $$ language plpgsql`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger refuse_consent before insert on privacy_audit for each row execute function refuse_consent()',
      ),
    );
  };
  const allowConsents = () => t.db.execute(sql.raw('drop trigger if exists refuse_consent on privacy_audit'));
  const personByEmail = (email: string) => t.db.select().from(persons).where(eq(persons.email, email));

  it('a lead, an account, an order, an authorization and a solicitation are not stored without their record', async () => {
    const existing = await t.call('POST', '/api/auth/person/v2/existsoradd/', { body: lead() });
    expect(existing.status).toBe(201);
    const customer = existing.body.person;
    await refuseConsents();
    try {
      const leadBody = lead();
      const newLead = await t.call('POST', '/api/auth/person/v2/existsoradd/', { body: leadBody });
      expect(newLead.status).toBe(500);
      expect(await personByEmail(leadBody.email)).toHaveLength(0);

      const accountBody = { ...lead(), password: 'Senha2026ab' };
      const account = await t.call('POST', '/api/auth/person/v2/', { body: accountBody });
      expect(account.status).toBe(500);
      expect(await personByEmail(accountBody.email)).toHaveLength(0);

      const order = await t.call('POST', '/api/checkout/legacy/order/', {
        token: customer.token,
        body: { customer: customer.id, product: 1, personal_banker: DEMO.bankers.ana, terms: true },
      });
      expect(order.status).toBe(500);
      expect(await t.db.select().from(orders).where(eq(orders.customerId, customer.id))).toHaveLength(0);

      const authorization = await t.call('PUT', '/api/auth/person/v2/authorization/', {
        token: customer.token,
        body: { personal_banker: DEMO.bankers.ana, authorized: true },
      });
      expect(authorization.status).toBe(500);
      const given = await t.db
        .select()
        .from(authorizationInfo)
        .where(eq(authorizationInfo.personId, customer.id));
      expect(given.filter((row) => row.authorized)).toHaveLength(0);

      const solicitation = await t.call('POST', '/api/checkout/solicitation/handler/', {
        token: customer.token,
        body: solicitationBody({ customer: customer.id, personal_banker: DEMO.bankers.ana, product: 233 }),
      });
      expect(solicitation.status).toBe(500);
      expect(
        await t.db.select().from(solicitations).where(eq(solicitations.customerId, customer.id)),
      ).toHaveLength(0);
    } finally {
      await allowConsents();
    }
    // Only the first lead's record is there.
    const records = await t.db.select().from(privacyAudit).where(eq(privacyAudit.userId, customer.id));
    expect(records.map((r) => r.action)).toEqual(['create_user']);
  });
});

describe("'Meus dados'", () => {
  it('lists the consents, exports person, orders and consents as JSON, and records a deletion request', async () => {
    const token = await t.login(DEMO.logins.joao.email, DEMO.logins.joao.password);
    const order = await t.call('POST', '/api/checkout/legacy/order/', {
      token,
      body: { customer: DEMO.customers[0], product: 1, personal_banker: DEMO.bankers.ana, terms: true },
    });
    expect(order.status).toBe(201);
    const mine = await t.call('GET', '/api/privacy/me/', { token });
    expect(mine.status).toBe(200);
    expect(mine.body.consents[0]).toMatchObject({
      action: 'create_order',
      details: { order_id: order.body.order_id },
    });
    expect(mine.body.deletion_requested_at).toBeNull();

    const exported = await t.call('GET', '/api/privacy/me/export/', { token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('attachment');
    expect(exported.body.person).toMatchObject({ id: DEMO.customers[0], email: DEMO.logins.joao.email });
    expect(exported.body.orders.map((o: { id: number }) => o.id)).toContain(order.body.order_id);
    expect(exported.body.consents.some((c: { action: string }) => c.action === 'create_order')).toBe(true);
    expect(Array.isArray(exported.body.solicitations)).toBe(true);

    const deletion = await t.call('POST', '/api/privacy/me/deletion/', { token, body: { pb: 'ana-souza' } });
    expect(deletion.status).toBe(201);
    expect(deletion.body.detail).toContain('Pedido de exclusão registrado.');
    const after = await t.call('GET', '/api/privacy/me/', { token });
    expect(after.body.deletion_requested_at).not.toBeNull();
    const actions = after.body.consents.map((c: { action: string }) => c.action);
    expect(actions).toEqual(expect.arrayContaining(['export_data', 'request_deletion']));
    expect((await t.call('GET', '/api/privacy/me/')).status).toBe(401);
  });
});
