/**
 * Checkout and analytics cases of `npm run bench:services` (static requests, seeded data). The
 * order creation with distinct customers and the analytics of a generated banker with 10,000
 * orders need per-request bodies and generated data: `npm run bench:checkout` runs those.
 */
import { randomBytes } from 'node:crypto';
import type { BenchCase } from './types.ts';

async function login(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function me(baseUrl: string, token: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/auth/person/v2/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { person?: { id: number }; id?: number };
  const id = body.person?.id ?? body.id;
  if (!id) throw new Error('no user id');
  return id;
}

export const cases: BenchCase[] = [
  {
    name: 'order retry (same key)',
    method: 'POST',
    path: '/api/checkout/legacy/order/',
    async setup(baseUrl) {
      const token = await login(baseUrl, 'joao.silva@exemplo.com.br', 'Cliente2026');
      const ana = await login(baseUrl, 'ana.souza@exemplo.com.br', 'Vitrine2026');
      const [customer, banker] = await Promise.all([me(baseUrl, token), me(baseUrl, ana)]);
      return {
        headers: {
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': `bench-${randomBytes(8).toString('hex')}`,
        },
        body: { customer, product: 1, personal_banker: banker, terms: true },
      };
    },
  },
  {
    name: 'analytics ana-souza (30 orders)',
    method: 'GET',
    path: '/api/store/analytics/0/',
    connections: 10,
    async setup(baseUrl) {
      const token = await login(baseUrl, 'ana.souza@exemplo.com.br', 'Vitrine2026');
      return {
        path: `/api/store/analytics/${await me(baseUrl, token)}/`,
        headers: { Authorization: `Bearer ${token}` },
      };
    },
  },
];
