import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../../src/core/contract/common.ts';
import { IDENTITY_MESSAGES, OFFER_MESSAGES } from '../../src/features/offers/contract/offers-messages.ts';
import { keepsCpf, UNCONFIRMED_CPF_HOLD_MS } from '../accounts/people.ts';
import { issueToken } from '../accounts/tokens.ts';
import { DEMO } from '../db/demo/demo.ts';
import { documents, persons } from '../db/schema/index.ts';
import { partnersFor } from '../partner-registry.ts';
import { comparableName, sandboxHolderOf } from '../partners/bureau-holders.ts';
import { mailedCode, withTestServices } from '../test/harness.ts';
import {
  confirmAndLogIn,
  counted,
  freshCpf,
  holderOf,
  OFFER_FORM,
  PASSWORD,
  provenCustomer,
  recordsOf,
  signUp,
} from './testing.ts';

/**
 * Only the customer's own, proven CPF is looked up (docs/offers.md#the-look-up), over HTTP on
 * PGlite or PostgreSQL (DATABASE_URL): a confirmed e-mail, the bureau's identity check, and a CPF
 * no second account can take over.
 */
const t = withTestServices();
const BASE = '/api/checkout/offers/ana-souza/';
const ask = (token: string, address: string, body: unknown = OFFER_FORM) =>
  t.call('POST', BASE, { token, body, address });
const actions = async (id: number) => (await recordsOf(t, id)).map((row) => row.action);

describe('the sandbox bureaus hold each CPF’s holder', () => {
  it('answers the holder of a CPF to local requests only, the demo people as the seed has them', async () => {
    const cpf = freshCpf();
    const holder = await holderOf(t, cpf);
    expect(holder.full_name).toMatch(/^\p{L}+ \p{L}+ \p{L}+$/u);
    expect(holder.birthday).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await holderOf(t, cpf)).toEqual(holder);
    const [joao] = await t.db
      .select({ cpf: documents.value })
      .from(documents)
      .where(eq(documents.personId, DEMO.customers[0]));
    expect(await holderOf(t, joao?.cpf ?? '')).toMatchObject({
      full_name: 'João Pedro da Silva',
      birthday: '21/07/1990',
    });
    expect((await t.call('GET', '/sandbox/control/bureaus/holder/123')).status).toBe(400);
    const remote = await t.call('GET', `/sandbox/control/bureaus/holder/${cpf}`, { address: '203.0.113.9' });
    expect(remote.status).toBeGreaterThanOrEqual(403);
    expect(remote.status).toBeLessThan(500);
  });

  it("answers each bureau's score of the holder's history: what a look-up with nothing committed scores", async () => {
    const customer = await provenCustomer(t, 'historico', '10.1.0.9');
    const { history_scores: history } = await holderOf(t, customer.cpf);
    for (const score of Object.values(history)) {
      expect(score).toBeGreaterThanOrEqual(450);
      expect(score).toBeLessThanOrEqual(900);
    }
    const asked = await ask(customer.token, '10.1.0.9', { ...OFFER_FORM, other_instalments: 0 });
    expect(asked.status).toBe(200);
    const lookups = (await recordsOf(t, customer.id)).filter((row) => row.action === 'bureau_lookup');
    expect(Object.fromEntries(lookups.map((row) => [row.metadata.service, row.metadata.score]))).toEqual(
      history,
    );
  });

  it('compares names without accents, case, punctuation or repeated spaces', () => {
    expect(comparableName('  JOÃO  Pedro da Silva ')).toBe(comparableName('joao pedro da silva'));
    expect(comparableName("D'Ávila-Souza")).toBe('d avila souza');
    expect(comparableName('João Silva')).not.toBe(comparableName('João Pedro da Silva'));
    expect(sandboxHolderOf('52998224725')).toEqual(sandboxHolderOf('52998224725'));
  });
});

describe('a look-up only of a CPF the customer showed to be theirs', () => {
  it('refuses an unconfirmed account, and a second sign-up cannot take its CPF over', async () => {
    const cpf = freshCpf();
    const first = await signUp(t, `primeira.${cpf}@exemplo.com.br`, cpf, '10.1.0.1');
    expect(first.status).toBe(201);
    const firstId = first.body.person.id as number;
    // The unconfirmed account's own token: no look-up, nothing counted or recorded but the sign-up.
    const refused = await ask(first.body.person.token, '10.1.0.1');
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(IDENTITY_MESSAGES.emailUnconfirmed);
    expect(await counted(t, `bureau:account:${firstId}`)).toBe(0);
    for (const action of ['identity_check', 'offers_consent', 'bureau_lookup'])
      expect(await actions(firstId)).not.toContain(action);

    // A second account with the same CPF, unconfirmed too, is refused: the first keeps it.
    const second = await signUp(t, `segunda.${cpf}@exemplo.com.br`, cpf, '10.1.0.2');
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ cpf: [SERVER_MSG.cpfTaken] });
    const [holderRow] = await t.db.select().from(documents).where(eq(documents.value, cpf));
    expect(holderRow?.personId).toBe(firstId);

    // Once the first confirms its e-mail, its look-up is made.
    const token = await confirmAndLogIn(t, `primeira.${cpf}@exemplo.com.br`);
    const asked = await ask(token, '10.1.0.1');
    expect(asked.status).toBe(200);
    expect(asked.body.offers.source).toBe('lookup');
    expect(await counted(t, `bureau:account:${firstId}`)).toBe(3);
  });

  it("confirms the account's own e-mail from its session, keeping its CPF (the way forward)", async () => {
    const cpf = freshCpf();
    const email = `confirma.${cpf}@exemplo.com.br`;
    const created = await signUp(t, email, cpf, '10.1.0.10');
    const token = created.body.person.token as string;
    const sent = await t.call('POST', '/api/auth/person/v2/email/', { token });
    expect(sent.status).toBe(200);
    expect(sent.body.detail).toBe(SERVER_MSG.codeSent);
    const confirmed = await t.call('PUT', '/api/auth/person/v2/email/', {
      token,
      body: { code: await mailedCode(t, email) },
    });
    expect(confirmed.status).toBe(200);
    const [kept] = await t.db.select().from(documents).where(eq(documents.value, cpf));
    expect(kept?.personId).toBe(created.body.person.id);
    const again = await t.login(email, PASSWORD);
    expect((await t.call('POST', '/api/auth/person/v2/email/', { token: again })).status).toBe(409);
    expect((await ask(again, '10.1.0.10')).status).toBe(200);
  });

  it('frees the CPF of an account whose e-mail stayed unconfirmed for 24 h', async () => {
    const cpf = freshCpf();
    const first = await signUp(t, `esquecida.${cpf}@exemplo.com.br`, cpf, '10.1.0.3');
    expect(first.status).toBe(201);
    const firstId = first.body.person.id as number;
    const [row] = await t.db.select().from(persons).where(eq(persons.id, firstId));
    const createdAt = row?.createdAt ?? new Date();
    expect(
      keepsCpf(
        { emailVerifiedAt: null, createdAt },
        new Date(createdAt.getTime() + UNCONFIRMED_CPF_HOLD_MS - 1000),
      ),
    ).toBe(true);
    expect(
      keepsCpf({ emailVerifiedAt: null, createdAt }, new Date(createdAt.getTime() + UNCONFIRMED_CPF_HOLD_MS)),
    ).toBe(false);
    expect(
      keepsCpf(
        { emailVerifiedAt: createdAt, createdAt },
        new Date(createdAt.getTime() + 10 * UNCONFIRMED_CPF_HOLD_MS),
      ),
    ).toBe(true);

    // The account made 25 h ago (its creation moved back: the services judge the hold from it).
    await t.db
      .update(persons)
      .set({ createdAt: sql`${persons.createdAt} - interval '25 hours'` })
      .where(eq(persons.id, firstId));
    const email = `dona.${cpf}@exemplo.com.br`;
    const owner = await signUp(t, email, cpf, '10.1.0.4');
    expect(owner.status).toBe(201);
    const [moved] = await t.db.select().from(documents).where(eq(documents.value, cpf));
    expect(moved?.personId).toBe(owner.body.person.id);
    const token = await confirmAndLogIn(t, email);
    expect((await ask(token, '10.1.0.4')).status).toBe(200);
    // The first account has no CPF left: asking for offers asks for one.
    const [verified] = await t.db
      .update(persons)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(persons.id, firstId))
      .returning({ id: persons.id });
    const stale = await ask(await issueToken(t.db, verified?.id ?? 0), '10.1.0.3');
    expect(stale.status).toBe(400);
    expect(stale.body.detail).toBe(OFFER_MESSAGES.cpfRequired);
  });

  it("refuses someone else's CPF without spending a look-up, lists the check, and passes once corrected", async () => {
    const cpf = freshCpf();
    const holder = await holderOf(t, cpf);
    const email = `outro.${cpf}@exemplo.com.br`;
    const created = await signUp(t, email, cpf, '10.1.0.5', { full_name: 'Renata Alves Pinto' });
    expect(created.status).toBe(201);
    const id = created.body.person.id as number;
    const token = await confirmAndLogIn(t, email);

    const answers = await Promise.all([
      ask(token, '10.1.0.5'),
      ask(token, '10.1.0.5'),
      ask(token, '10.1.0.5'),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(IDENTITY_MESSAGES.identityMismatch);
    }
    // Checked once (the same data are not sent again), no look-up counted, no consent recorded.
    expect(await counted(t, `identity:account:${id}`)).toBe(1);
    expect(await counted(t, `bureau:account:${id}`)).toBe(0);
    expect(await actions(id)).not.toContain('offers_consent');
    expect(await actions(id)).not.toContain('bureau_lookup');
    const mine = await t.call('GET', '/api/privacy/me/', { token });
    const check = mine.body.consents.find((r: { action: string }) => r.action === 'identity_check');
    expect(check.details).toMatchObject({ result: 'mismatch', full_name: 'Renata Alves Pinto' });

    // The holder's name in capitals and without accents, and the right birth date: it passes.
    const [day, month, year] = holder.birthday.split('/');
    const corrected = await t.call('PUT', '/api/auth/person/v2/', {
      token,
      body: {
        full_name: holder.full_name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase(),
        birthday: `${day}/${month}/${year}`,
      },
    });
    expect(corrected.status).toBe(200);
    const asked = await ask(token, '10.1.0.5');
    expect(asked.status).toBe(200);
    expect(await counted(t, `identity:account:${id}`)).toBe(2);
    expect(await counted(t, `bureau:account:${id}`)).toBe(3);
    expect((await actions(id)).filter((a) => a === 'identity_check')).toHaveLength(2);
  });

  it('stops guessing a holder at the identity-check limit, with its own words', async () => {
    const cpf = freshCpf();
    const holder = await holderOf(t, cpf);
    const email = `palpite.${cpf}@exemplo.com.br`;
    const created = await signUp(t, email, cpf, '10.1.0.6', { birthday: '01/01/1990' });
    const id = created.body.person.id as number;
    const token = await confirmAndLogIn(t, email);
    // Five other birth dates, each checked once: five refusals.
    const guesses = ['01/02/1980', '02/02/1980', '03/02/1980', '04/02/1980', '05/02/1980', '06/02/1980']
      .filter((birthday) => birthday !== holder.birthday)
      .slice(0, 5);
    const statuses: number[] = [];
    for (const birthday of guesses) {
      expect((await t.call('PUT', '/api/auth/person/v2/', { token, body: { birthday } })).status).toBe(200);
      statuses.push((await ask(token, '10.1.0.6')).status);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403]);
    await t.call('PUT', '/api/auth/person/v2/', { token, body: { birthday: '07/02/1981' } });
    const over = await ask(token, '10.1.0.6', { ...OFFER_FORM, amount: 9_000 });
    expect(over.status).toBe(429);
    expect(over.body.detail).toBe(IDENTITY_MESSAGES.identityCheckLimit);
    expect(await counted(t, `bureau:account:${id}`)).toBe(0);
  });

  it('says the bureaus are unavailable when none can check the identity, and spends nothing', async () => {
    const customer = await provenCustomer(t, 'semcheque', '10.1.0.7');
    const { failures } = partnersFor(t.services.deps);
    for (const bureau of ['serasa', 'quod', 'bmp']) failures.get(bureau)?.failFor(customer.cpf);
    try {
      const res = await ask(customer.token, '10.1.0.7');
      expect(res.status).toBe(503);
      expect(res.body.detail).toBe(OFFER_MESSAGES.bureausUnavailable);
    } finally {
      for (const bureau of ['serasa', 'quod', 'bmp']) failures.get(bureau)?.restore();
    }
    expect(await counted(t, `identity:account:${customer.id}`)).toBe(0);
    expect(await counted(t, `bureau:account:${customer.id}`)).toBe(0);
    expect(await actions(customer.id)).not.toContain('identity_check');
    // With the bureaus back, the same ask is made (the failure left no burst behind).
    expect((await ask(customer.token, '10.1.0.7')).status).toBe(200);
  });

  it('asks an account without a birth date for it; the demo customer still gets offers', async () => {
    const helena = await issueToken(t.db, DEMO.withoutBirthday);
    const res = await ask(helena, '10.1.0.8');
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(IDENTITY_MESSAGES.birthdayRequired);
    const joao = await t.login(DEMO.logins.joao.email, DEMO.logins.joao.password);
    const offers = await ask(joao, '10.1.0.9');
    expect(offers.status).toBe(200);
    expect(offers.body.offers.entries.filter((e: { status: string }) => e.status === 'offer')).toHaveLength(
      4,
    );
  });
});
