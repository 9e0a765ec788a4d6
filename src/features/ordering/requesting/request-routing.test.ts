import { describe, expect, it } from 'vitest';
import { brandSlug, PARTNER_BRANDS } from '../../../core/brand/partner-brands.ts';
import { productInfo } from '../../../core/format/test-fixtures.ts';
import { flowPath, homeEquityVariant, type RequestFlow, requestFlow } from './request-routing.ts';

const product = productInfo;

const loggedIn = { loggedIn: true, openOrderModal: true };

describe('request flow by product id (logged in)', () => {
  const table: [RequestFlow, number[]][] = [
    ['consortium', [117, 121]],
    ['insurance', [29, 14, 90, 255]],
    ['foresight', [31]],
    ['benefits', [66, 67, 148, 244, 245, 285, 286, 274, 391]],
    ['loan', [1, 73, 104, 110, 120, 144, 94]],
    ['home-equity', [55, 91, 233]],
    ['business-loan', [118]],
    ['qr-code', [6]],
    ['order-modal', [2, 59, 129, 500]],
  ];
  for (const [flow, ids] of table) {
    it.each(ids)(`%i -> ${flow}`, (id) => {
      expect(requestFlow(product({ id }), loggedIn)).toBe(flow);
    });
  }

  it('without the order-modal flag, the remaining products do nothing', () => {
    expect(requestFlow(product(), { loggedIn: true })).toBe('none');
  });
});

describe('visitors', () => {
  it.each([1, 6, 31, 55, 97, 500])('%i asks for the e-mail first', (id) => {
    expect(requestFlow(product({ id }), { loggedIn: false, openOrderModal: true })).toBe('check-email');
  });

  it.each([
    [117, 'consortium'],
    [118, 'business-loan'],
    [121, 'consortium'],
  ] as const)('%i skips the e-mail check -> %s', (id, flow) => {
    expect(requestFlow(product({ id }), { loggedIn: false })).toBe(flow);
  });

  it('a kept tempEmail lets the product flow continue', () => {
    expect(requestFlow(product({ id: 31 }), { loggedIn: false, tempEmail: true })).toBe('foresight');
  });
});

describe('flows by brand and category', () => {
  it('card-issuer products go to cards unless they are business products', () => {
    expect(requestFlow(product({ brand: PARTNER_BRANDS.cardIssuer }), loggedIn)).toBe('cards');
    expect(requestFlow(product({ brand: PARTNER_BRANDS.cardIssuer, is_pj: true }), loggedIn)).toBe(
      'order-modal',
    );
  });

  it.each([
    PARTNER_BRANDS.uci,
    PARTNER_BRANDS.uciFinanciamentos,
    PARTNER_BRANDS.wimo,
    PARTNER_BRANDS.alicerce,
  ])("%s in 'Financiamentos' -> financing; elsewhere the order modal", (brand) => {
    expect(requestFlow(product({ brand, category: { name: 'Financiamentos' } }), loggedIn)).toBe('financing');
    expect(requestFlow(product({ brand, category: { name: 'Contas' } }), loggedIn)).toBe('order-modal');
  });

  it("another brand in 'Financiamentos' is not financing", () => {
    expect(requestFlow(product({ category: { name: 'Financiamentos' } }), loggedIn)).toBe('order-modal');
  });

  it("product 97 counts as its bank's 'Financiamentos', whatever it carries", () => {
    const p = product({ id: 97, brand: 'Outro', category: null });
    expect(requestFlow(p, loggedIn)).toBe('financing');
    expect(flowPath('financing', 'ana-souza', p)).toBe('/pb/ana-souza/financiamento/alicerce');
  });
});

describe('brand slugs', () => {
  it.each([
    ['Porto Azul Seguros', 'porto'],
    ['NN Seg', 'nnseg'],
    ['Consiga Crédito', 'consiga'],
    ['UCI', 'uci'],
    ['UCI Financiamentos', 'uci'],
    ['OptaFX Câmbio', 'optafx'],
    ['Alicerce Crédito Imobiliário', 'alicerce'],
    ['WIMO', 'wimo'],
    ['Prospera', 'prospera'],
    ['Ipê Cartões', 'ipe-cartoes'],
    ['Banco Qualquer', 'banco-qualquer'],
  ])('%s -> %s', (brand, slug) => {
    expect(brandSlug(brand)).toBe(slug);
  });
});

describe('flow pages', () => {
  const pb = 'ana-souza';
  it.each([
    ['cards', { brand: PARTNER_BRANDS.cardIssuer }, '/pb/ana-souza/cartoes/ipe-cartoes'],
    ['financing', { brand: PARTNER_BRANDS.wimo }, '/pb/ana-souza/financiamento/wimo'],
    ['benefits', { brand: PARTNER_BRANDS.consiga }, '/pb/ana-souza/beneficio/consiga'],
    ['loan', { brand: PARTNER_BRANDS.optaFx }, '/pb/ana-souza/emprestimo/optafx'],
    ['foresight', { brand: PARTNER_BRANDS.nnSeg }, '/pb/ana-souza/previdencia/nnseg'],
    ['insurance', { brand: PARTNER_BRANDS.porto }, '/pb/ana-souza/seguros/porto'],
    ['home-equity', { id: 55, brand: PARTNER_BRANDS.uci }, '/pb/ana-souza/he/uci'],
    ['consortium', {}, '/pb/ana-souza/consorcio'],
    ['business-loan', {}, '/pb/ana-souza/emprestimo-empresarial'],
    ['order-modal', {}, null],
    ['check-email', {}, null],
    ['qr-code', {}, null],
  ] as const)('%s -> %s', (flow, over, path) => {
    expect(flowPath(flow, pb, product(over))).toBe(path);
  });

  it('home equity variants', () => {
    expect(homeEquityVariant(55)).toBe('one');
    expect(homeEquityVariant(91)).toBe('one');
    expect(homeEquityVariant(233)).toBe('condo');
  });
});
