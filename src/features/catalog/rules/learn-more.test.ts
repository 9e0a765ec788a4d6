import { describe, expect, it } from 'vitest';
import { correspondentDisclaimer, institutionOf } from './learn-more.ts';

const item = (id: number, brand: string, brand_slug: string) => ({
  id,
  brand,
  brand_slug,
  brand_icon: `/icon/${brand_slug}.svg`,
  family_slug: 'emprestimos',
});

describe("'saiba mais' institution", () => {
  const families = [
    { items: [item(55, 'Pilar Home Equity', 'pilar'), item(1, 'Banco Aurora Digital', 'banco-aurora')] },
    { items: [item(91, 'Pilar Home Equity', 'pilar'), item(55, 'Pilar Home Equity', 'pilar')] },
  ];

  it('gathers the products of the institution once each, by catalog slug or name slug', () => {
    const pilar = institutionOf('pilar', families);
    expect(pilar?.name).toBe('Pilar Home Equity');
    expect(pilar?.products.map((p) => p.id)).toEqual([55, 91]);
    expect(institutionOf('pilar-home-equity', families)?.products).toHaveLength(2);
  });

  it('is null for an institution with no product in the store', () => {
    expect(institutionOf('desconhecida', families)).toBeNull();
  });

  it('names the store and the institution in the correspondent disclaimer', () => {
    const text = correspondentDisclaimer('Vitrine PB', 'Pilar Home Equity');
    expect(text).toContain('Resolução CMN nº 4.935/2021');
    expect(text).toContain('Vitrine PB atua como correspondente no País de Pilar Home Equity');
  });
});
