import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../db/demo/demo.ts';
import { privacyAudit } from '../db/schema/index.ts';
import { withTestServices } from '../test/harness.ts';

const t = withTestServices();

const record = (user: Record<string, unknown>, tos_version?: string) => ({
  source: 'ana-souza',
  metadata: { user: { action: 'accept_terms', ...user }, tos_version },
});

describe('privacy audit', () => {
  it('appends an anonymous record that names nobody, with the default terms version v1.0.0', async () => {
    const body = {
      source: 'ana-souza',
      metadata: { user: { action: 'cookie_consent' }, categories: ['necessary'] },
    };
    const res = await t.call('POST', '/api/privacy/', { body });
    expect(res.status).toBe(201);
    expect(res.body.tos_version).toBe('v1.0.0');
    const rows = await t.services.deps.db.select().from(privacyAudit).where(eq(privacyAudit.id, res.body.id));
    expect(rows[0]).toMatchObject({
      source: 'ana-souza',
      action: 'cookie_consent',
      userId: null,
      email: null,
      cpf: null,
      tosVersion: 'v1.0.0',
    });
  });

  it('refuses an anonymous record that names a user by id, e-mail or CPF (401), and stores nothing', async () => {
    const before = await t.services.deps.db.select().from(privacyAudit);
    for (const user of [
      { id: DEMO.customers[0] },
      { email: 'joao.silva@exemplo.com.br' },
      { cpf: '529.982.247-25' },
    ]) {
      const res = await t.call('POST', '/api/privacy/', {
        body: { source: 'ana-souza', metadata: { user: { action: 'create_user', ...user } } },
      });
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe('Entre na sua conta para registrar um consentimento em seu nome.');
    }
    const after = await t.services.deps.db.select().from(privacyAudit);
    expect(after).toHaveLength(before.length);
  });

  it("fills the user id from the token and keeps the company's terms version", async () => {
    const token = await t.login(DEMO.logins.joao.email, DEMO.logins.joao.password);
    const res = await t.call('POST', '/api/privacy', { body: record({}, 'v2.0.0'), token });
    expect(res.status).toBe(201);
    const rows = await t.services.deps.db.select().from(privacyAudit).where(eq(privacyAudit.id, res.body.id));
    expect(rows[0]).toMatchObject({
      userId: DEMO.customers[0],
      email: DEMO.logins.joao.email,
      cpf: expect.stringMatching(/^\d{11}$/),
      tosVersion: 'v2.0.0',
    });
  });

  it("refuses to record for another user's id (403)", async () => {
    const token = await t.login(DEMO.logins.joao.email, DEMO.logins.joao.password);
    const res = await t.call('POST', '/api/privacy/', { body: record({ id: DEMO.bankers.ana }), token });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('Você não tem permissão para executar essa ação.');
  });

  it('rejects a record without action or source with pt-BR messages', async () => {
    const res = await t.call('POST', '/api/privacy/', { body: { source: '', metadata: { user: {} } } });
    expect(res.status).toBe(400);
    expect(res.body.source).toEqual(['Campo obrigatório.']);
    expect(res.body['metadata.user.action']).toEqual(['Campo obrigatório.']);
  });

  it("refuses a record naming someone else's e-mail (403)", async () => {
    const token = await t.login(DEMO.logins.joao.email, DEMO.logins.joao.password);
    const res = await t.call('POST', '/api/privacy/', {
      body: record({ email: DEMO.logins.ana.email }),
      token,
    });
    expect(res.status).toBe(403);
  });

  it('401 with a revoked or unknown token', async () => {
    const res = await t.call('POST', '/api/privacy/', { body: record({}), token: 'nope' });
    expect(res.status).toBe(401);
  });

  it('refuses from the browser an action the services record with the act (an order of someone else)', async () => {
    const token = await t.login(DEMO.logins.joao.email, DEMO.logins.joao.password);
    const res = await t.call('POST', '/api/privacy/', {
      token,
      body: {
        source: 'store:carlos-lima',
        metadata: { user: { action: 'create_order' }, order_id: 1, terms: true, data_sharing: true },
      },
    });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('Este registro é feito pelo próprio serviço, junto com a ação.');
    const status = await t.call('GET', '/api/privacy/consent/carlos-lima/', { token });
    expect(status.body.data_sharing_accepted).toBe(false);
  });

  it('refuses a record above 4 KB with a pt-BR 400, and stores nothing', async () => {
    const before = await t.services.deps.db.select().from(privacyAudit);
    const res = await t.call('POST', '/api/privacy/', {
      body: {
        source: 'ana-souza',
        metadata: { user: { action: 'cookie_consent' }, categories: ['x'.repeat(5000)] },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ metadata: ['O registro deve ter no máximo 4 KB.'] });
    expect(await t.services.deps.db.select().from(privacyAudit)).toHaveLength(before.length);
  });

  it('has no route that changes or deletes a record, and the table refuses it too', async () => {
    expect((await t.call('DELETE', '/api/privacy/')).status).toBe(404);
    expect((await t.call('PUT', '/api/privacy/', { body: record({}) })).status).toBe(404);
    await expect(t.services.deps.db.execute(sql`DELETE FROM privacy_audit`)).rejects.toThrow();
    await expect(t.services.deps.db.execute(sql`UPDATE privacy_audit SET action = 'x'`)).rejects.toThrow();
  });
});
