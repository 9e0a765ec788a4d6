import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONSENT_ACTIONS } from '../../src/features/privacy/contract/privacy.ts';
import { DEMO } from '../db/demo/demo.ts';
import { authorizationInfo, authTokens, persons, privacyAudit } from '../db/schema/index.ts';
import { withTestServices } from '../test/harness.ts';

/** Parallel calls on one token or one customer's authorization, and a refresh after logout. */
const t = withTestServices();

const { joao, carlos } = DEMO.logins;
const REFRESH = '/api/auth/users/refreshtoken/';
const ME = '/api/auth/person/v2/';

async function liveTokensOf(email: string) {
  const [person] = await t.services.deps.db.select().from(persons).where(eq(persons.email, email));
  return t.services.deps.db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.personId, person?.id ?? 0), isNull(authTokens.revokedAt)));
}

describe('token races', () => {
  it('ten parallel refreshes of one token leave one live token; the others get 401', async () => {
    const token = await t.login(carlos.email, carlos.password);
    const before = (await liveTokensOf(carlos.email)).length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call('PUT', REFRESH, { body: { email: carlos.email }, token })),
    );
    expect(answers.filter((a) => a.status === 200).length).toBe(1);
    expect(answers.filter((a) => a.status === 401).length).toBe(9);
    // The refreshed token replaced the old one: the count of live tokens is unchanged.
    expect((await liveTokensOf(carlos.email)).length).toBe(before);
    const fresh = answers.find((a) => a.status === 200)?.body.token;
    expect((await t.get(ME, fresh)).status).toBe(200);
    expect((await t.get(ME, token)).status).toBe(401);
  });

  it('a refresh after logout never brings the session back, nor one racing the logout', async () => {
    const token = await t.login(joao.email, joao.password);
    expect((await t.get('/api/auth/users/logout/', token)).status).toBe(200);
    const late = await t.call('PUT', REFRESH, { body: { email: joao.email }, token });
    expect(late.status).toBe(401);

    for (let round = 0; round < 8; round++) {
      const session = await t.login(joao.email, joao.password);
      const [refresh, logout] = await Promise.all([
        t.call('PUT', REFRESH, { body: { email: joao.email }, token: session }),
        t.get('/api/auth/users/logout/', session),
      ]);
      expect([200, 401]).toContain(refresh.status);
      expect([200, 401]).toContain(logout.status);
      expect((await t.get(ME, session)).status).toBe(401);
      if (refresh.status !== 200) continue;
      if (logout.status === 200) {
        // The logout ended the session: the token the racing refresh made is ended with it.
        expect((await t.get(ME, refresh.body.token)).status).toBe(401);
      } else {
        // The refresh had already swapped the token, so the logout came with a dead one; the
        // storefront then ends the token the refresh answered (src/core/context/session.ts), which works.
        expect((await t.get('/api/auth/users/logout/', refresh.body.token)).status).toBe(200);
        expect((await t.get(ME, refresh.body.token)).status).toBe(401);
      }
    }
  });
});

describe('authorization races', () => {
  it('twenty parallel toggles leave the state the newest consent record names', async () => {
    const token = await t.login(joao.email, joao.password);
    const [me] = await t.services.deps.db.select().from(persons).where(eq(persons.email, joao.email));
    const personId = me?.id ?? 0;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('PUT', '/api/auth/person/v2/authorization/', {
          body: { personal_banker: DEMO.bankers.ana, authorized: i % 2 === 0 },
          token,
        }),
      ),
    );
    const [state] = await t.services.deps.db
      .select()
      .from(authorizationInfo)
      .where(and(eq(authorizationInfo.personId, personId), eq(authorizationInfo.bankerId, DEMO.bankers.ana)));
    const [newest] = await t.services.deps.db
      .select({ action: privacyAudit.action })
      .from(privacyAudit)
      .where(
        and(
          eq(privacyAudit.userId, personId),
          inArray(privacyAudit.action, [
            CONSENT_ACTIONS.authorizeBanker,
            CONSENT_ACTIONS.revokeAuthorization,
          ]),
        ),
      )
      // The order 'Meus dados' shows.
      .orderBy(desc(privacyAudit.createdAt), desc(privacyAudit.id))
      .limit(1);
    expect(newest?.action).toBe(
      state?.authorized ? CONSENT_ACTIONS.authorizeBanker : CONSENT_ACTIONS.revokeAuthorization,
    );
  });
});
