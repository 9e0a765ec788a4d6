import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { storeEndpoints } from '../../src/contract/store.ts';
import type { AppEnv } from '../context.ts';
import { withTestServices } from '../test/harness.ts';
import { microCache, queryNamesOf } from './micro-cache.ts';

/** A read whose answer is 10 KB and depends on `slug` only. */
function appWith(cache: ReturnType<typeof microCache>) {
  const app = new Hono<AppEnv>();
  let computed = 0;
  app.use('/read', cache.keyedBy(['slug']));
  app.get('/read', (c) => {
    computed += 1;
    return c.json({ slug: c.req.query('slug') ?? null, filler: 'x'.repeat(10_000) });
  });
  return { app, computed: () => computed };
}

describe('anonymous read cache', () => {
  it('keys on the parameters a read declares, so cache-busting parameters share one entry', async () => {
    const cache = microCache(60_000);
    const { app, computed } = appWith(cache);
    for (let n = 0; n < 500; n += 1) expect((await app.request(`/read?cb=${n}`)).status).toBe(200);
    expect(computed()).toBe(1);
    expect(cache.size).toBe(1);
    const other = await app.request('/read?slug=ana-souza&cb=1');
    expect((await other.json()).slug).toBe('ana-souza');
    expect(cache.size).toBe(2);
  });

  it('holds no more bytes than its bound however many distinct reads come', async () => {
    const bound = 100_000;
    const cache = microCache(60_000, bound);
    const { app } = appWith(cache);
    for (let n = 0; n < 300; n += 1) await app.request(`/read?slug=loja-${n}&cb=${n}`);
    expect(cache.bytes).toBeGreaterThan(bound / 2);
    expect(cache.bytes).toBeLessThanOrEqual(bound);
    expect(cache.size).toBeLessThan(10);
    // The newest entries stay; the oldest left.
    expect((await app.request('/read?slug=loja-299')).headers.get('x-cache')).toBe('HIT');
    expect((await app.request('/read?slug=loja-0')).headers.get('x-cache')).toBeNull();
  });

  it('reads the parameter names from the contract', () => {
    expect(queryNamesOf(storeEndpoints.partners)).toEqual(['slug']);
    expect(queryNamesOf(storeEndpoints.marketplace, storeEndpoints.product)).toEqual([]);
  });
});

describe('the services cache', () => {
  const t = withTestServices();

  it('answers `?cb=n` from the entry already cached for the same read', async () => {
    const first = await t.get('/api/store/pb/ana-souza/marketplace/?cb=1');
    expect(first.status).toBe(200);
    for (let n = 2; n < 50; n += 1) {
      const again = await t.get(`/api/store/pb/ana-souza/marketplace/?cb=${n}`);
      expect(again.headers.get('x-cache')).toBe('HIT');
    }
    const partners = await t.get('/api/store/partners/?slug=ana-souza&cb=7');
    expect(partners.headers.get('x-cache')).toBeNull();
    expect((await t.get('/api/store/partners/?cb=8&slug=ana-souza')).headers.get('x-cache')).toBe('HIT');
  });
});
