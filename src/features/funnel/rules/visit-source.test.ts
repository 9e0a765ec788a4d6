import { describe, expect, it } from 'vitest';
import { countsAsVisit, isLanding, sourceOf } from './visit-source.ts';

describe("a store's visit", () => {
  it('names where it came from: the QR code, a campaign or a link', () => {
    expect(sourceOf({ origem: 'qr' })).toBe('qr');
    expect(sourceOf({ utm_campaign: 'Natal 2026', utm_source: 'instagram' })).toBe('campanha:natal-2026');
    expect(sourceOf({ utm_campaign: 'Promoção de Março!' })).toBe('campanha:promocao-de-marco');
    expect(sourceOf({ utm_campaign: '!!!' })).toBe('link');
    expect(sourceOf({ utm_campaign: 'x'.repeat(80) })).toBe(`campanha:${'x'.repeat(40)}`);
    expect(sourceOf({})).toBe('link');
  });

  it("counts a page opened from outside the store, not a move between the store's pages", () => {
    const origin = 'https://loja.example';
    expect(isLanding('', origin, 'ana-souza')).toBe(true);
    expect(isLanding('https://www.google.com/', origin, 'ana-souza')).toBe(true);
    expect(isLanding(`${origin}/pb/outra-loja`, origin, 'ana-souza')).toBe(true);
    expect(isLanding(`${origin}/pb/ana-souza-2/x`, origin, 'ana-souza')).toBe(true);
    expect(isLanding(`${origin}/pb/ana-souza`, origin, 'ana-souza')).toBe(false);
    expect(isLanding(`${origin}/pb/Ana-Souza/emprestimos`, origin, 'ana-souza')).toBe(false);
    expect(isLanding('não é endereço', origin, 'ana-souza')).toBe(true);
  });

  it("leaves out the banker's and the customer's areas", () => {
    expect(countsAsVisit('home')).toBe(true);
    expect(countsAsVisit('product')).toBe(true);
    expect(countsAsVisit('analytics')).toBe(false);
    expect(countsAsVisit('requests')).toBe(false);
  });
});
