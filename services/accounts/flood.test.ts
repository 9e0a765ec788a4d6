import { describe, expect, it } from 'vitest';
import { DEMO } from '../db/demo/demo.ts';
import { cpfFrom } from '../db/demo/people-data.ts';
import { withTestServices } from '../test/harness.ts';
import { peek } from '../test/rate-limit-probe.ts';
import { HASH_LIMITS, hashQueueEvents, withHashSlot } from './password.ts';
import { THROTTLE } from './throttle.ts';

/**
 * A flood of sign-ups from one address must neither lock nor delay the logins of others. The
 * hash slots are held by the test (as if hashes of the flooding address were running), so what
 * waits, what is refused and who goes next are decided by the queue, not by timing.
 */
const t = withTestServices();

const { joao } = DEMO.logins;
const FLOOD = '203.0.113.50';
const OTHER = '198.51.100.77';
const SIGN_UP = '/api/auth/person/v2/';
const LOGIN = '/api/auth/users/login/';

let serial = 0;
function signUpBody(email: string) {
  serial += 1;
  return {
    full_name: 'Renata Alves Pinto',
    email,
    principal_contact: '(51) 99777-6655',
    cpf: cpfFrom(String(520000000 + serial * 41)),
    birthday: '03/05/1990',
    terms: true,
    password: 'Cadastro2026ab',
  };
}

/** Holds every hash slot under `address` until `release` is called for each. */
function holdSlots(address: string) {
  const releases: (() => void)[] = [];
  const held = Array.from({ length: HASH_LIMITS.running }, () =>
    withHashSlot(address, () => new Promise<void>((resolve) => releases.push(resolve))),
  );
  return {
    releaseOne: () => releases.shift()?.(),
    releaseAll: () => {
      for (const release of releases.splice(0)) release();
    },
    held,
  };
}

/** Resolves once `count` hashes of `address` wait for a slot. */
function waitingOf(address: string, count: number): Promise<void> {
  let seen = 0;
  return new Promise((resolve) => {
    const listener = (from: string) => {
      if (from !== address || ++seen < count) return;
      hashQueueEvents.off('waiting', listener);
      resolve();
    };
    hashQueueEvents.on('waiting', listener);
  });
}

describe('sign-up flood', () => {
  it('sign-ups of a taken e-mail hash nothing and are limited per address', async () => {
    const slots = holdSlots(FLOOD);
    // With every slot held, a sign-up that reached the hash would hang or get the queue's 429.
    const answers = await Promise.all(
      Array.from({ length: 36 }, () =>
        t.call('POST', SIGN_UP, { body: signUpBody(joao.email), address: FLOOD }),
      ),
    );
    slots.releaseAll();
    await Promise.all(slots.held);
    const taken = answers.filter((a) => a.status === 400);
    expect(taken.length).toBe(THROTTLE.signUps);
    for (const answer of taken) expect(answer.body).toEqual({ email: ['E-mail já cadastrado.'] });
    expect(answers.filter((a) => a.status === 429).length).toBe(36 - THROTTLE.signUps);
    // Another address still signs up.
    const other = await t.call('POST', SIGN_UP, {
      body: signUpBody('outra.origem@exemplo.com.br'),
      address: OTHER,
    });
    expect(other.status).toBe(201);
  });

  it("fills only its own share of the hash queue: another address's login goes next, and a refused login is no failure", async () => {
    const flood = '203.0.113.51';
    const slots = holdSlots(flood);
    const extra = 3;
    const queued = waitingOf(flood, HASH_LIMITS.waitingPerAddress);
    const signUps = Array.from({ length: HASH_LIMITS.waitingPerAddress + extra }, (_, i) =>
      t.call('POST', SIGN_UP, { body: signUpBody(`enxurrada.${i}@exemplo.com.br`), address: flood }),
    );
    await queued;
    // Past its share the flooding address is refused at once.
    let refused = 0;
    await new Promise<void>((resolve) => {
      for (const answer of signUps)
        answer.then((a) => {
          if (a.status === 429 && ++refused === extra) resolve();
        });
    });

    // A login from the flooding address is refused by the queue: not counted against the account or the address.
    const accountKey = `login-account:${joao.email}`;
    const addressKey = `login-address:${flood}`;
    const before = [
      await peek(t.services.deps.db, accountKey, THROTTLE.windowSeconds),
      await peek(t.services.deps.db, addressKey, THROTTLE.windowSeconds),
    ];
    const refusedLogin = await t.call('POST', LOGIN, {
      body: { username: joao.email, password: joao.password },
      address: flood,
    });
    expect(refusedLogin.status).toBe(429);
    expect([
      await peek(t.services.deps.db, accountKey, THROTTLE.windowSeconds),
      await peek(t.services.deps.db, addressKey, THROTTLE.windowSeconds),
    ]).toEqual(before);

    // Another address is admitted to the queue and takes the next free slot, ahead of the flood.
    const otherWaits = waitingOf(OTHER, 1);
    const login = t.call('POST', LOGIN, {
      body: { username: joao.email, password: joao.password },
      address: OTHER,
    });
    await otherWaits;
    const next = new Promise<string>((resolve) => hashQueueEvents.once('started', resolve));
    slots.releaseOne();
    expect(await next).toBe(OTHER);
    const answer = await login;
    expect(answer.status).toBe(200);
    expect(answer.body.token).toEqual(expect.any(String));

    slots.releaseAll();
    await Promise.all(slots.held);
    const statuses = (await Promise.all(signUps)).map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(HASH_LIMITS.waitingPerAddress).fill(201), ...Array(extra).fill(429)]);
  });
});
