import { describe, expect, it } from 'vitest';
import { DEMO } from '../db/demo/demo.ts';
import { withTestServices } from '../test/harness.ts';

const t = withTestServices();

describe('store: marketplace', () => {
  it('answers the offices store as not white-label with the default wording', async () => {
    const res = await t.get('/api/store/pb/ana-souza/marketplace/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug: 'ana-souza',
      whitelabel: false,
      disabled: false,
      occupation: 'Personal Banker',
      occupationPlural: 'Personal Bankers',
      company: { id: DEMO.companies.offices, plan: 'lite' },
      termsOfService: { id: DEMO.terms.v1 },
      showProductList: true,
    });
    expect(res.body.product_groups).toHaveLength(10);
    expect(res.body.product_groups[0]).toEqual({ id: 1, slug: 'emprestimos' });
  });

  it('answers a white-label company with its own chrome, terms v2.0.0 and metadata copied in', async () => {
    const res = await t.get('/api/store/pb/carlos-lima/marketplace');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      whitelabel: true,
      occupation: 'Consultor',
      occupationPlural: 'Consultores',
      companyName: 'Atlântica Consultoria Financeira',
      storeColor: '#0b5d8c',
      goBackLink: 'https://atlantica.exemplo.com.br/consultores',
      company: { plan: 'full', tos: { version: 'v2.0.0' } },
      metadata: { analyticsId: 'G-ATL2026' },
    });
    expect(res.body.footerDisclaimer.hideProviderContacts).toBe(true);
    expect(res.body.footerDisclaimer.backgroundColor).toBeTruthy();
    expect(res.body.customHeaderItems.length).toBeGreaterThan(0);
    expect(res.body.headerLogo).toMatch(/^\/api\/store\/media\//);
  });

  it('answers a paused store as disabled', async () => {
    const res = await t.get('/api/store/pb/loja-pausada/marketplace/');
    expect(res.status).toBe(200);
    expect(res.body.disabled).toBe(true);
  });

  it('lowercases the slug and answers 404 for an unknown banker', async () => {
    expect((await t.get('/api/store/pb/Ana-Souza/marketplace/')).status).toBe(200);
    const res = await t.get('/api/store/pb/ninguem/marketplace/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Personal Banker não encontrado.' });
  });

  it('rejects a malformed slug with a pt-BR message', async () => {
    const res = await t.get('/api/store/pb/a%20b/marketplace/');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ pb: ['Identificador inválido.'] });
  });
});

describe('store: terms of service', () => {
  it('answers terms by id', async () => {
    const res = await t.get(`/api/store/terms-of-service/${DEMO.terms.v2}/`);
    expect(res.status).toBe(200);
    expect(res.body.version).toBe('v2.0.0');
  });
  it('404 for unknown terms and 400 for a bad id', async () => {
    expect((await t.get('/api/store/terms-of-service/999/')).body).toEqual({
      detail: 'Termos de uso não encontrados.',
    });
    const bad = await t.get('/api/store/terms-of-service/abc/');
    expect(bad.status).toBe(400);
    expect(bad.body.id).toEqual(['Identificador inválido.']);
  });
});

describe('store: products', () => {
  it('answers a product with its related products and derived fields', async () => {
    const res = await t.get('/api/store/pb/ana-souza/product/55/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 55,
      family_slug: 'home-equity',
      is_pj: false,
      contract_type: 'pf',
      corban: 2,
      category: { name: 'Home Equity' },
    });
    expect(res.body.products_related.length).toBe(3);
    expect(res.body.products_related.map((p: { id: number }) => p.id)).not.toContain(55);
    expect(res.body.extra_fields[0]).toHaveProperty('label');
  });

  it('forces product 59 to DEFAULT and keeps redirect ids', async () => {
    expect((await t.get('/api/store/pb/ana-souza/product/59/')).body.product_type).toBe('DEFAULT');
    expect((await t.get('/api/store/pb/ana-souza/product/300/')).body.redirect_id).toBe(17);
    const pj = await t.get('/api/store/pb/ana-souza/product/91/');
    expect(pj.body.contract_type).toBe('pj');
  });

  it('has every product id the catalogue names (docs/catalog-and-store.md)', async () => {
    const ids = [
      1, 6, 10, 14, 17, 18, 20, 22, 24, 29, 31, 55, 59, 61, 62, 63, 66, 67, 71, 72, 73, 74, 90, 91, 94, 96,
      97, 99, 104, 110, 117, 118, 120, 121, 129, 144, 145, 148, 233, 244, 245, 255, 274, 285, 286, 391,
    ];
    const answers = await Promise.all(ids.map((id) => t.get(`/api/store/pb/ana-souza/product/${id}/`)));
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    const byId = new Map(answers.map((a) => [a.body.id, a.body]));
    expect(byId.get(6).product_type).toBe('APP');
    for (const id of [17, 18, 20, 22, 24]) expect(byId.get(id).brand).toBe('Ipê Cartões');
    expect(byId.get(24).is_pj).toBe(true);
    for (const id of [117, 121]) expect(byId.get(id).family_slug).toBe('consorcios');
    expect(byId.get(121).is_pj).toBe(true);
    expect(byId.get(97).category.name).toBe('Financiamentos');
    expect(byId.get(31).category.name).toBe('Previdência');
    expect(byId.get(29).brand).toBe('NN Seg');
    expect(byId.get(129).brand).toBe('Prospera');
  });

  it('404 with the documented message for an unknown product, 400 for a bad id', async () => {
    const res = await t.get('/api/store/pb/ana-souza/product/9999/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Produto não encontrado.' });
    expect((await t.get('/api/store/pb/ana-souza/product/x1/')).status).toBe(400);
    expect((await t.get('/api/store/pb/ninguem/product/1/')).status).toBe(404);
  });
});

describe('store: product groups', () => {
  it('lists the ten families with at least 150 products from 50 institutions; coming soon has none', async () => {
    const res = await t.get('/api/store/pb/ana-souza/productgroups/');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(10);
    const items = res.body.flatMap((g: { items: { brand: string }[] }) => g.items);
    expect(items.length).toBeGreaterThanOrEqual(150);
    expect(new Set(items.map((i: { brand: string }) => i.brand)).size).toBeGreaterThanOrEqual(50);
    const soon = res.body.filter((g: { coming_soon: boolean }) => g.coming_soon);
    expect(soon).toHaveLength(1);
    expect(soon[0].items).toEqual([]);
    for (const brand of ['NN Seg', 'UCI', 'WIMO', 'Prospera']) {
      expect(items.some((i: { brand: string }) => i.brand === brand)).toBe(true);
    }
    for (const slug of ['porto', 'consiga', 'optafx']) {
      expect(items.some((i: { brand_slug: string }) => i.brand_slug === slug)).toBe(true);
    }
    const types = new Set(items.map((i: { product_type: string }) => i.product_type));
    expect([...types].sort()).toEqual(['APP', 'DEFAULT', 'REDIRECT', 'TABLE']);
  });

  it('answers one family by id or slug with its categories', async () => {
    const bySlug = await t.get('/api/store/pb/ana-souza/productgroups/cartoes-de-credito/');
    const byId = await t.get('/api/store/pb/ana-souza/productgroups/5/');
    expect(bySlug.status).toBe(200);
    expect(byId.body.slug).toBe('cartoes-de-credito');
    expect(bySlug.body.items.length).toBe(byId.body.items.length);
    expect(bySlug.body.categories).toEqual([{ name: 'Cartões' }]);
    expect(bySlug.body.items.some((i: { is_pj: boolean }) => i.is_pj)).toBe(true);
  });

  it('404 for an unknown family', async () => {
    const res = await t.get('/api/store/pb/ana-souza/productgroups/nada/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Grupo de produtos não encontrado.' });
  });
});

describe('store: carousel, partners, consortium, media', () => {
  it('answers a store carousel with {pb} links and the general set under last', async () => {
    const own = await t.get('/api/store/carousel/ana-souza/');
    expect(own.body.images.length).toBe(3);
    expect(own.body.images.every((i: { url: string }) => i.url.includes('{pb}'))).toBe(true);
    expect(own.body.partners.length).toBeGreaterThan(0);
    expect((await t.get('/api/store/carousel/carlos-lima/')).body.images).toEqual([]);
    const last = await t.get('/api/store/carousel/last/');
    expect(last.body.images.length).toBe(3);
  });

  it("adds a white-label company's partners to the general ones", async () => {
    const general = await t.get('/api/store/partners/');
    const wl = await t.get('/api/store/partners/?slug=carlos-lima');
    expect(wl.body.length).toBe(general.body.length + 2);
    expect((await t.get('/api/store/partners/?slug=a%20b')).status).toBe(400);
  });

  it('pages consortium letters with a next link', async () => {
    const first = await t.get('/api/store/consorcio/pf/all/?page_size=5');
    expect(first.status).toBe(200);
    expect(first.body.results).toHaveLength(5);
    expect(first.body.results.every((r: { is_pj: boolean }) => !r.is_pj)).toBe(true);
    expect(first.body.next).toContain('page=2');
    const second = await t.get(first.body.next);
    expect(second.body.results[0].id).not.toBe(first.body.results[0].id);
    const cars = await t.get('/api/store/consorcio/pj/cars/?value=100000');
    expect(
      cars.body.results.every(
        (r: { consortium_type: string; credit_value: number }) =>
          r.consortium_type === 'cars' && r.credit_value >= 100000,
      ),
    ).toBe(true);
    const bad = await t.get('/api/store/consorcio/px/all/');
    expect(bad.status).toBe(400);
    expect(bad.body.person_type).toEqual(['Tipo de pessoa inválido.']);
  });

  it('serves demo images and 404s unknown ones', async () => {
    const res = await t.call('GET', '/api/store/media/institutions/nnseg.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
    expect((await t.call('GET', '/api/store/media/secret/x.svg')).status).toBe(404);
  });
});
