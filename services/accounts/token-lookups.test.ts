import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../db/demo/demo.ts';
import { authTokens, persons } from '../db/schema/index.ts';
import { withTestServices } from '../test/harness.ts';
import { findUserByToken, issueToken, sha256 } from './tokens.ts';

/** Token lookups arriving together share a statement; each is still judged for itself. */
const t = withTestServices();

describe('token lookups', () => {
  it('simultaneous lookups each answer their own token, live or not, at their own time', async () => {
    const db = t.services.deps.db;
    const people = await db.select({ id: persons.id, email: persons.email }).from(persons);
    const ana = people.find((p) => p.email === DEMO.logins.ana.email);
    const joao = people.find((p) => p.email === DEMO.logins.joao.email);
    if (!ana || !joao) throw new Error('demo people missing');
    const now = new Date();
    const anaToken = await issueToken(db, ana.id);
    const joaoToken = await issueToken(db, joao.id);
    const revoked = await issueToken(db, joao.id);
    await db
      .update(authTokens)
      .set({ revokedAt: now })
      .where(eq(authTokens.tokenHash, sha256(revoked)));
    const expired = await issueToken(
      db,
      ana.id,
      'session',
      new Date(now.getTime() - 10_000),
      new Date(now.getTime() - 1),
    );
    const later = new Date(now.getTime() + 6 * 24 * 60 * 60 * 1000);
    const asked: [string, Date, number | null][] = [
      [anaToken, now, ana.id],
      [joaoToken, now, joao.id],
      [revoked, now, null],
      [expired, now, null],
      ['nao-existe', now, null],
      [anaToken, later, null],
      [joaoToken, now, joao.id],
      [anaToken, now, ana.id],
    ];
    const users = await Promise.all(
      [...asked, ...asked].map(([token, at]) => findUserByToken(db, token, at)),
    );
    expect(users.map((user) => user?.id ?? null)).toEqual([...asked, ...asked].map(([, , id]) => id));
    expect(users[0]).toMatchObject({ email: ana.email, tokenPurpose: 'session' });
    expect(users[0]?.tokenExpiresAt).toBeInstanceOf(Date);
  });
});
