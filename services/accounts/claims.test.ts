import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONSENT_ACTIONS } from '../../src/features/privacy/contract/privacy.ts';
import { DEMO } from '../db/demo/demo.ts';
import { cpfFrom } from '../db/demo/people-data.ts';
import { persons, privacyAudit } from '../db/schema/index.ts';
import { CLAIM_ACTION } from '../privacy/consent.ts';
import { mailedCode, withTestServices } from '../test/harness.ts';
import { claimByCode } from './testing.ts';
import { THROTTLE } from './throttle.ts';

/**
 * What a stranger attaches to someone's e-mail before its owner arrives (a lead or sign-up needs
 * no proof of the e-mail), and the answers that tell whether an e-mail or CPF is taken.
 */
const t = withTestServices();

const { ana, joao } = DEMO.logins;
const LEAD = '/api/auth/person/v2/existsoradd/';
const SIGN_UP = '/api/auth/person/v2/';
const ME = '/api/auth/person/v2/';

let serial = 0;
const freshCpf = () => {
  serial += 1;
  return cpfFrom(String(630000000 + serial * 43));
};
const person = (email: string, cpf: string, extra: object = {}) => ({
  full_name: 'Renata Alves Pinto',
  email,
  principal_contact: '(51) 99777-6655',
  cpf,
  birthday: '03/05/1990',
  terms: true,
  ...extra,
});

describe("a stranger's lead and the owner's claim", () => {
  it('the claim drops the CPF, authorization and banker link the stranger attached, and records why', async () => {
    const victim = 'dona.do.email@exemplo.com.br';
    const strangerCpf = freshCpf();
    const made = await t.call('POST', LEAD, {
      body: person(victim, strangerCpf, { personal_banker: ana.slug, authorized: true }),
      address: '203.0.113.60',
    });
    expect(made.status).toBe(201);
    const id: number = made.body.person.id;
    const banker = await t.login(ana.email, ana.password);
    expect((await t.get(`/api/auth/person/v2/${id}/`, banker)).status).toBe(200);

    await claimByCode(t, victim, 'Dona2026abcd');
    const token = await t.login(victim, 'Dona2026abcd');
    const me = (await t.get(ME, token)).body.person;
    expect(me.documents.CPF).toBeNull();
    expect(me.authorization_info).toEqual([]);
    expect(me.personal_bankers).toEqual([]);
    // The banker no longer reads the owner's data.
    expect((await t.get(`/api/auth/person/v2/${id}/`, banker)).status).toBe(403);
    // The owner sets their own CPF.
    const ownCpf = freshCpf();
    const set = await t.call('PUT', ME, { body: { cpf: ownCpf }, token });
    expect(set.status).toBe(200);
    expect(set.body.person.documents.CPF).toBe(ownCpf);

    const records = await t.services.deps.db
      .select()
      .from(privacyAudit)
      .where(eq(privacyAudit.userId, id))
      .orderBy(privacyAudit.id);
    const marker = records.find((r) => r.action === CLAIM_ACTION);
    const earlier = records.filter(
      (r) => r.id < (marker?.id ?? 0) && r.action !== CONSENT_ACTIONS.revokeAuthorization,
    );
    expect(earlier.map((r) => r.action)).toEqual([
      CONSENT_ACTIONS.createUser,
      CONSENT_ACTIONS.authorizeBanker,
    ]);
    expect(marker?.metadata.unverified_records).toEqual(earlier.map((r) => r.id));
    expect(marker?.cpf).toBeNull();
    const revoked = records.find((r) => r.action === CONSENT_ACTIONS.revokeAuthorization);
    expect(revoked?.metadata).toMatchObject({ personal_banker: DEMO.bankers.ana, reason: CLAIM_ACTION });
    // The stranger's acceptance of the terms is not the owner's.
    const consent = await t.get(`/api/privacy/consent/${ana.slug}/`, token);
    expect(consent.body.terms_accepted).toBe(false);
  });

  it("a sign-up's own code keeps what the sign-up stored", async () => {
    const email = 'cadastro.proprio@exemplo.com.br';
    const cpf = freshCpf();
    const made = await t.call('POST', SIGN_UP, {
      body: person(email, cpf, { personal_banker: ana.slug, authorized: true, password: 'Proprio2026ab' }),
    });
    expect(made.status).toBe(201);
    const checked = await t.call('PUT', '/api/auth/users/validateverificationcode/', {
      body: { email, code: await mailedCode(t, email) },
    });
    expect(checked.status).toBe(200);
    const me = (await t.get(ME, checked.body.token)).body.person;
    expect(me.documents.CPF).toBe(cpf);
    expect(me.authorization_info).toEqual([{ personal_banker: { id: DEMO.bankers.ana }, authorized: true }]);
  });
});

describe('CPF squatting', () => {
  it("a CPF held by an unverified lead stays with it for 24 h, then goes to the owner's sign-up; a verified owner's CPF stays", async () => {
    const cpf = freshCpf();
    const squat = await t.call('POST', LEAD, {
      body: person('posseiro@exemplo.com.br', cpf),
      address: '203.0.113.61',
    });
    expect(squat.status).toBe(201);
    // The first account that gives a CPF keeps it while its e-mail may still be confirmed.
    const early = await t.call('POST', SIGN_UP, {
      body: person('dono.do.cpf@exemplo.com.br', cpf, { password: 'DonoCpf2026a' }),
    });
    expect(early.body).toEqual({ cpf: ['CPF já cadastrado.'] });
    // 24 h unconfirmed (the lead's creation moved back: the hold is judged from it), the CPF is freed.
    await t.services.deps.db
      .update(persons)
      .set({ createdAt: sql`${persons.createdAt} - interval '25 hours'` })
      .where(eq(persons.id, squat.body.person.id));
    const owner = await t.call('POST', SIGN_UP, {
      body: person('dono.do.cpf@exemplo.com.br', cpf, { password: 'DonoCpf2026a' }),
    });
    expect(owner.status).toBe(201);
    expect(owner.body.person.documents.CPF).toBe(cpf);
    expect((await t.get(ME, squat.body.person.token)).body.person.documents.CPF).toBeNull();

    // Once the owner proves the e-mail, the CPF is theirs for good.
    const proven = await t.call('PUT', '/api/auth/users/validateverificationcode/', {
      body: { email: 'dono.do.cpf@exemplo.com.br', code: await mailedCode(t, 'dono.do.cpf@exemplo.com.br') },
    });
    expect(proven.status).toBe(200);
    const again = await t.call('POST', LEAD, {
      body: person('posseiro2@exemplo.com.br', cpf),
      address: '203.0.113.61',
    });
    expect(again.body).toEqual({ cpf: ['CPF já cadastrado.'] });
  });
});

describe('existence answers', () => {
  it('taken answers of existsoradd and of a profile change share the e-mail check limit', async () => {
    const address = '203.0.113.62';
    for (let i = 0; i < THROTTLE.emailCheckMisses - 1; i++) {
      const miss = await t.call('PUT', LEAD, { body: { email: `sonda.${i}@exemplo.com.br` }, address });
      expect(miss.status).toBe(404);
    }
    const taken = await t.call('POST', LEAD, { body: person(joao.email, freshCpf()), address });
    expect(taken.body).toEqual({ email: ['E-mail já cadastrado.'] });
    const beyond = await t.call('POST', LEAD, { body: person(joao.email, freshCpf()), address });
    expect(beyond.status).toBe(429);

    // A lead token asking a profile change for someone's e-mail.
    const other = '203.0.113.63';
    const lead = await t.call('POST', LEAD, {
      body: person('sonda.perfil@exemplo.com.br', freshCpf()),
      address: other,
    });
    expect(lead.status).toBe(201);
    const probes: number[] = [];
    for (let i = 0; i < THROTTLE.emailCheckMisses + 1; i++) {
      const res = await t.call('PUT', ME, {
        body: { email: joao.email },
        token: lead.body.person.token,
        address: other,
      });
      probes.push(res.status);
    }
    expect(probes.slice(0, THROTTLE.emailCheckMisses)).toEqual(Array(THROTTLE.emailCheckMisses).fill(400));
    expect(probes.at(-1)).toBe(429);
  });

  it('an unknown banker slug answers banker-not-found without telling whether the e-mail is taken', async () => {
    const res = await t.call('POST', LEAD, {
      body: person(joao.email, freshCpf(), { personal_banker: 'loja-que-nao-existe' }),
      address: '203.0.113.64',
    });
    expect(Object.keys(res.body)).toEqual(['personal_banker']);
  });
});
