import { describe, expect, it } from 'vitest';
import {
  backTarget,
  correspondentNotice,
  ctaLabel,
  isCtaFixed,
  landingKind,
  productDisclaimer,
} from './product-landing.ts';

describe('call-to-action labels (docs/catalog-and-store.md#product-page, docs/validation-and-errors.md#constants-and-limits)', () => {
  it.each([
    [55, 'Quero solicitar uma cotação'],
    [91, 'Quero solicitar uma cotação'],
    [118, 'Abra sua conta'],
    [1, 'Solicitar agora'],
    [233, 'Solicitar agora'],
  ])('product %i: %s', (id, label) => {
    expect(ctaLabel(id)).toBe(label);
  });
  it('has landings for 55, 91 and 118 only', () => {
    expect([55, 91, 118, 233, 1].map(landingKind)).toEqual([
      'home-equity',
      'home-equity',
      'business-credit',
      null,
      null,
    ]);
  });
});

describe("fixed 'Solicitar agora'", () => {
  it('is fixed on small screens after 1005 px of scroll', () => {
    expect(isCtaFixed(1006, 390)).toBe(true);
    expect(isCtaFixed(1005, 390)).toBe(false);
    expect(isCtaFixed(2000, 1280)).toBe(false);
  });
});

describe('back link (docs/catalog-and-store.md#product-page)', () => {
  const base = { origin: 'http://loja.example', pb: 'ana-souza' };
  it('goes back in history from another page of the same store', () => {
    expect(
      backTarget({ ...base, referrer: 'http://loja.example/pb/ana-souza/emprestimos', group: 'emprestimos' }),
    ).toBe('history');
  });
  it('goes to the group when arriving from elsewhere', () => {
    expect(backTarget({ ...base, referrer: 'https://busca.example/', group: 'emprestimos' })).toBe('group');
    expect(backTarget({ ...base, referrer: 'http://loja.example/pb/outra-loja', group: 'emprestimos' })).toBe(
      'group',
    );
  });
  it('goes home without a group', () => {
    expect(backTarget({ ...base, referrer: '', group: null })).toBe('home');
  });
});

describe('legal disclaimer', () => {
  it('is longer and names correspondent banks when corban is 2 or 3', () => {
    const short = productDisclaimer({ corban: 0, brand: 'Banco Litoral' }, 'Vitrine');
    const long2 = productDisclaimer({ corban: 2, brand: 'Banco Litoral' }, 'Vitrine');
    const long3 = productDisclaimer({ corban: 3, brand: 'Banco Litoral' }, 'Vitrine');
    expect(short).not.toContain('correspondente');
    expect(long2).toContain('correspondente bancário');
    expect(long3).toBe(long2);
    expect(long2.startsWith(short)).toBe(true);
    expect(productDisclaimer({ corban: 1, brand: 'X' }, 'Vitrine')).not.toContain('correspondente');
  });

  it('a request form names the institution that sets rates, terms and approval', () => {
    expect(correspondentNotice({ brand: 'Banco Litoral' })).toBe(
      'Sua solicitação é encaminhada à instituição Banco Litoral, que define as taxas, os prazos e a aprovação.',
    );
  });
});
