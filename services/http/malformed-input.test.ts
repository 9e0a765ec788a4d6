import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { withSeededServices } from '../checkout/testing/harness.ts';
import { realEstateCreditBody } from '../simulators/testing.ts';
import { BODY_LIMIT_BYTES } from './front-middleware.ts';
import { jsonDepth } from './input-guard.ts';

const { t, f } = withSeededServices();

const creditRequest = () => realEstateCreditBody(f);

const postCredit = (body: unknown) =>
  t.request('POST', '/api/automation/realEstateCredit', { token: f.joao.token, body });

/** Posts JSON text as it is (what `JSON.stringify` would never write). */
async function postRawCredit(text: string) {
  const res = await t.services.fetch(
    new Request('http://vitrine.test/api/automation/realEstateCredit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${f.joao.token}` },
      body: text,
    }),
  );
  return { status: res.status, body: await res.json() };
}

function expectPtBr400(res: { status: number; body: unknown }) {
  expect(res.status).toBe(400);
  expect(JSON.stringify(res.body)).toMatch(/inválid|máximo|níveis|não permitido/);
  expect(JSON.stringify(res.body)).not.toContain('Erro interno');
}

describe('malformed input answers 400, never 500', () => {
  it('integer ids at 2^31 and beyond, or written as 1e20', async () => {
    for (const id of ['2147483648', '1e20', '1e%2B308', '9007199254740993', '0x10', '1.0']) {
      expectPtBr400(await t.request('GET', `/api/store/terms-of-service/${id}/`));
      expectPtBr400(await t.request('GET', `/api/store/pb/ana-souza/product/${id}/`));
      expectPtBr400(await t.request('GET', `/api/auth/person/v2/${id}/`, { token: f.ana.token }));
    }
    expect((await t.request('GET', '/api/store/terms-of-service/2147483647/')).status).toBe(404);
    expectPtBr400(await postCredit({ ...creditRequest(), personal_banker: 2 ** 31 }));
    expectPtBr400(await postCredit({ ...creditRequest(), product: 1e20 }));
  });

  it('money at 1e12 and beyond', async () => {
    for (const value of [1e12, 1e20, 1e308, '1000000000000,00']) {
      const res = await postCredit({ ...creditRequest(), real_estate_value: value });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ real_estate_value: ['Valor máximo é R$ 999.999.999,99'] });
    }
  });

  it('NUL and lone surrogates in text, in keys and in addresses', async () => {
    for (const text of ['João\u0000', '\ud800', 'a\udfffb']) {
      const res = await postCredit({ ...creditRequest(), full_name: text });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'O texto enviado contém caracteres inválidos.' });
      const profile = await t.request('PUT', '/api/auth/person/v2/', {
        token: f.joao.token,
        body: { full_name: text },
      });
      expect(profile.status).toBe(400);
    }
    expectPtBr400(await postCredit({ ...creditRequest(), extra: { 'k\u0000': 1 } }));
    for (const path of [
      '/api/auth/person/v2/cities/?state=S%00P',
      '/api/store/partners/?slug=%ED%A0%80',
      '/api/store/partners/?slug=%ff',
      '/api/store/pb/ana%ff/marketplace/',
    ]) {
      const res = await t.request('GET', path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'O endereço contém caracteres inválidos.' });
    }
  });

  it('consortium value that is not whole reais within range', async () => {
    for (const value of ['1.5', '1e20', 'Infinity', '-1', '99999999999']) {
      const res = await t.request('GET', `/api/store/consorcio/pf/all/?value=${value}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ value: ['Valor inválido.'] });
    }
    expect((await t.request('GET', '/api/store/consorcio/pf/all/?value=50000')).status).toBe(200);
  });

  it('20,000-level JSON nesting and __proto__ keys', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    expect(jsonDepth(deep)).toBe(20_000);
    expect(jsonDepth('{"a":"[[[[","b":[{"c":"\\"{"}]}')).toBe(3);
    for (const body of [deep, `{"full_name":${deep}}`, `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`]) {
      const res = await postRawCredit(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'O corpo da requisição tem níveis demais.' });
    }
    const proto = await postRawCredit(
      JSON.stringify(creditRequest()).replace('{', '{"__proto__":{"admin":true},'),
    );
    expect(proto.status).toBe(400);
    expect(proto.body).toEqual({ detail: 'O corpo da requisição contém um campo não permitido.' });
  });
});

describe('oversized bodies on a keep-alive connection', () => {
  it('answer 413, and the next request on the same connection is answered', async () => {
    const server = serve({ fetch: t.services.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const { port } = server.address() as AddressInfo;
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, method, path, agent, headers: { 'content-type': 'application/json' } },
          (res) => {
            let text = '';
            res.on('data', (chunk) => {
              text += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      const big = await send(
        'POST',
        '/api/privacy/',
        JSON.stringify({ source: 'x'.repeat(BODY_LIMIT_BYTES * 2) }),
      );
      expect(big.status).toBe(413);
      expect(JSON.parse(big.text)).toEqual({ detail: 'O corpo da requisição é grande demais.' });
      for (let n = 0; n < 3; n += 1) {
        const next = await send('GET', '/api/health');
        expect(next.status).toBe(200);
      }
    } finally {
      agent.destroy();
      server.close();
    }
  });
});
