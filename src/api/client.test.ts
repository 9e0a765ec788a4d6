import { describe, expect, it } from 'vitest';
import { createApi } from './client.ts';

function recorder() {
  const calls: { url: string; headers: Headers; method: string; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({
      url: request.url,
      headers: request.headers,
      method: request.method,
      body: request.method === 'GET' ? undefined : await request.json(),
    });
    return new Response(JSON.stringify({ ok: true }), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('createApi', () => {
  it('calls each service under its base with pt-BR and the bearer token', async () => {
    const { calls, fetch } = recorder();
    let token: string | null = null;
    const api = createApi({ baseUrl: 'http://localhost:4321/api', getToken: () => token, fetch });
    await api.store('pb/ana-souza/marketplace/');
    token = 'abc';
    await api.auth('users/login/', { method: 'POST', body: { username: 'a', password: 'b' } });
    expect(calls[0]?.url).toBe('http://localhost:4321/api/store/pb/ana-souza/marketplace/');
    expect(calls[0]?.headers.get('accept-language')).toBe('pt-BR');
    expect(calls[0]?.headers.get('authorization')).toBeNull();
    expect(calls[1]?.url).toBe('http://localhost:4321/api/auth/users/login/');
    expect(calls[1]?.headers.get('authorization')).toBe('Bearer abc');
    expect(calls[1]?.headers.get('content-type')).toContain('application/json');
    expect(calls[1]?.body).toEqual({ username: 'a', password: 'b' });
  });

  it('takes per-service bases', async () => {
    const { calls, fetch } = recorder();
    const api = createApi({
      baseUrl: 'http://x/api',
      bases: { checkout: 'https://checkout.example/v1' },
      fetch,
    });
    await api.checkout('legacy/order/', { method: 'POST', body: {} });
    await api.privacy('', { method: 'POST', body: {} });
    expect(calls.map((c) => c.url)).toEqual([
      'https://checkout.example/v1/legacy/order/',
      'http://x/api/privacy',
    ]);
  });
});
