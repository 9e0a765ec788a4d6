import { describe, expect, it } from 'vitest';
import { PRODUCTS, startTestServices, withSeededServices } from '../checkout/testing/harness.ts';

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
  });

  it('answers a 404 page for an unknown order', async () => {
    const page = await t.request('GET', '/sandbox/pedido/987654');
    expect(page.status).toBe(404);
    expect(page.text).toContain('Pedido não encontrado');
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
    expect(down.body).toEqual({ partner: 'receita', failing: true });
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
      ].sort(),
    );
    expect((await t.request('POST', '/sandbox/control/nenhum', { body: { fail: 1 } })).status).toBe(404);
    expect((await t.request('POST', '/sandbox/control/receita', { body: { fail: 'sempre' } })).status).toBe(
      400,
    );
  });
});

describe('in production', () => {
  it('has no failure switches', async () => {
    const prod = await startTestServices({ NODE_ENV: 'production' });
    try {
      expect(
        (await prod.request('POST', '/sandbox/control/receita', { body: { fail: 'always' } })).status,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
