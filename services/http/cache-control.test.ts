import { describe, expect, it } from 'vitest';
import { DEMO } from '../db/demo/demo.ts';
import { withTestServices } from '../test/harness.ts';

// No in-process cache: every answer below comes from the database.
const t = withTestServices({ STORE_CACHE_SECONDS: '0' });

const READS = [
  '/api/store/pb/ana-souza/marketplace/',
  '/api/store/pb/ana-souza/productgroups/',
  '/api/store/pb/ana-souza/product/55/',
  '/api/auth/person/v2/pbprofile/ana-souza/',
];

describe('HTTP caching of public store reads', () => {
  it.each(READS)('%s may be served stale while revalidating, and revalidates to 304', async (path) => {
    const first = await t.get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=60');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[0-9a-f]+"$/);
    const again = await t.call('GET', path, { headers: { 'If-None-Match': tag as string } });
    expect(again.status).toBe(304);
  });

  it('gives an edited banker profile a new ETag, so revalidation fetches the new value', async () => {
    const path = `/api/auth/person/v2/pbprofile/${DEMO.logins.ana.slug}/`;
    const tag = (await t.get(path)).headers.get('etag') as string;
    const token = await t.login(DEMO.logins.ana.email, DEMO.logins.ana.password);
    const edit = await t.call('PUT', '/api/auth/person/v2/', { token, body: { nickname: 'Ana Paula' } });
    expect(edit.status).toBe(200);
    const after = await t.call('GET', path, { headers: { 'If-None-Match': tag } });
    expect(after.status).toBe(200);
    expect(after.body.person.nickname).toBe('Ana Paula');
    expect(after.headers.get('etag')).not.toBe(tag);
  });
});
