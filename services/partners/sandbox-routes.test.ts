import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { CPF, PRODUCTS } from '../checkout/testing/fixtures.ts';
import { startTestServices, withSeededServices } from '../checkout/testing/harness.ts';
import { LENDER_POLICIES } from '../offers/policies.ts';

const { t, f } = withSeededServices();

describe('sandbox partner page', () => {
  it('a hand-off url lands on a pt-BR page showing the order id and product', async () => {
    const order = await t.request('POST', '/api/checkout/creditcard/v1/order/', {
      token: f.joao.token,
      body: { customer: f.joao.id, product: PRODUCTS.card, personal_banker: f.ana.id, terms: true },
    });
    const url = new URL(order.body.url);
    const page = await t.request('GET', url.pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<html lang="pt-BR">');
    expect(page.text).toContain('Sua solicitação chegou ao parceiro');
    expect(page.text).toContain(`<dd>${order.body.order_id}</dd>`);
    expect(page.text).toContain('<dd>Produto 17</dd>');
    // Nothing that names the customer.
    expect(page.text).not.toContain('João');
    expect(page.text).not.toContain(CPF.joao);
  });

  it('answers a 404 page for an unknown order, and for an order id without its random part', async () => {
    const page = await t.request('GET', '/sandbox/pedido/987654');
    expect(page.status).toBe(404);
    expect(page.text).toContain('Pedido não encontrado');
    const order = await t.request('POST', '/api/checkout/creditcard/v1/order/', {
      token: f.maria.token,
      body: { customer: f.maria.id, product: PRODUCTS.card, personal_banker: f.ana.id, terms: true },
    });
    const { pathname } = new URL(order.body.url);
    expect(pathname).toMatch(new RegExp(`^/sandbox/pedido/${order.body.order_id}-[0-9a-f]{32}$`));
    // Walking ids, or pairing an id with another order's key, finds nothing.
    for (const probe of [
      `/sandbox/pedido/${order.body.order_id}`,
      `/sandbox/pedido/${order.body.order_id - 1}`,
      `/sandbox/pedido/${order.body.order_id}-${'0'.repeat(32)}`,
      `/sandbox/pedido/${order.body.order_id + 1}-${pathname.split('-')[1]}`,
    ]) {
      expect((await t.request('GET', probe)).status).toBe(404);
    }
    expect((await t.request('GET', pathname)).status).toBe(200);
  });

  it('serves partner logos and the full instalment table of a simulation', async () => {
    const logo = await t.request('GET', '/sandbox/logos/horizonte.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.text).toContain('<title>Banco Horizonte</title>');
    expect((await t.request('GET', '/sandbox/logos/nenhum.svg')).status).toBe(404);
    const table = await t.request(
      'GET',
      '/sandbox/real-estate/horizonte/simulation?financing_value=120000&term=120',
    );
    expect(table.status).toBe(200);
    // SAC: amortisation of 1.000,00 in every row; the last balance is zero.
    expect(table.text.match(/<tr><td>\d+<\/td>/g)).toHaveLength(120);
    expect(table.text).toContain('<td>R$ 1.000,00</td>');
    expect(table.text).toMatch(/<tr><td>120<\/td>.*<td>R\$ 0,00<\/td><\/tr>/);
  });

  it('switches make an adapter fail outside production', async () => {
    const down = await t.request('POST', '/sandbox/control/receita', { body: { fail: 'always' } });
    expect(down.body).toEqual({ partner: 'receita', failing: true, delay_ms: 0 });
    const check = await t.request(
      'GET',
      `/api/checkout/open-banking/business/v1/validate/?cnpj=11222333000181&personal_banker_id=${f.ana.id}`,
    );
    expect(check.body.status).toBe(0);
    await t.request('POST', '/sandbox/control/receita', { body: { fail: 'restore' } });
    const again = await t.request(
      'GET',
      `/api/checkout/open-banking/business/v1/validate/?cnpj=11222333000181&personal_banker_id=${f.ana.id}`,
    );
    expect(again.body.status).toBe(1);
    const list = await t.request('GET', '/sandbox/control');
    expect(list.body.map((s: { partner: string }) => s.partner).sort()).toEqual(
      [
        'alvorada',
        'bmp',
        'cerrado',
        'horizonte',
        'litoral',
        'pampa',
        'quod',
        'receita',
        'rota',
        'semear',
        'serasa',
        ...LENDER_POLICIES.map((policy) => `lender-${policy.partner}`),
      ].sort(),
    );
    expect((await t.request('POST', '/sandbox/control/nenhum', { body: { fail: 1 } })).status).toBe(404);
    expect((await t.request('POST', '/sandbox/control/receita', { body: { fail: 'sempre' } })).status).toBe(
      400,
    );
  });
});

/** A request as @hono/node-server hands it over: with the socket's peer address. */
function overSocket(path: string, remoteAddress: string, headers: Record<string, string> = {}) {
  const req = new Request(`http://localhost:4321${path}`, {
    headers: { host: 'localhost:4321', ...headers },
  });
  return t.services.fetch(req, { incoming: { socket: { remoteAddress } } });
}

describe('development routes from another host', () => {
  it('answer 404 to a peer that is not loopback, behind a proxy, or under a foreign host name', async () => {
    const order = await t.request('POST', '/api/checkout/creditcard/v1/order/', {
      token: f.pedro.token,
      body: { customer: f.pedro.id, product: PRODUCTS.card, personal_banker: f.ana.id, terms: true },
    });
    const landing = new URL(order.body.url).pathname;
    for (const path of ['/sandbox/control', landing]) {
      expect((await overSocket(path, '127.0.0.1')).status).not.toBe(404);
      expect((await overSocket(path, '::ffff:127.0.0.1')).status).not.toBe(404);
      const refused = [
        await overSocket(path, '203.0.113.7'),
        await overSocket(path, '192.168.0.10'),
        await overSocket(path, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }),
        await overSocket(path, '127.0.0.1', { forwarded: 'for=203.0.113.7' }),
        await overSocket(path, '127.0.0.1', { host: 'rebind.example:4321' }),
      ];
      for (const res of refused) {
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ detail: 'Não encontrado.' });
      }
    }
    const post = new Request('http://localhost:4321/sandbox/control/receita', {
      method: 'POST',
      headers: { host: 'localhost:4321', 'content-type': 'application/json' },
      body: JSON.stringify({ fail: 'always' }),
    });
    expect(
      (await t.services.fetch(post, { incoming: { socket: { remoteAddress: '203.0.113.7' } } })).status,
    ).toBe(404);
    expect(
      (await t.request('GET', '/sandbox/control')).body.every((s: { failing: boolean }) => !s.failing),
    ).toBe(true);
    // Public partner pages stay open to everyone.
    expect((await overSocket('/sandbox/logos/horizonte.svg', '203.0.113.7')).status).toBe(200);
  });

  it('answer a real loopback connection', async () => {
    const server = serve({ fetch: t.services.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/sandbox/control/receita`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fail: 'restore' }),
      });
      expect(await res.json()).toEqual({ partner: 'receita', failing: false, delay_ms: 0 });
    } finally {
      server.close();
    }
  });
});

describe('in production', () => {
  it('has no failure switches and no order landing', async () => {
    const prod = await startTestServices({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://loja.example',
      // Never reached: no mail is sent here; production needs one to start.
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    try {
      expect(
        (await prod.request('POST', '/sandbox/control/receita', { body: { fail: 'always' } })).status,
      ).toBe(404);
      expect((await prod.request('GET', '/sandbox/control')).status).toBe(404);
      expect((await prod.request('GET', `/sandbox/pedido/1-${'a'.repeat(32)}`)).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
