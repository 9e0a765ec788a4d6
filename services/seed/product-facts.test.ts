import { describe, expect, it } from 'vitest';
import { generatedProducts, NAMED_PRODUCTS, type ProductSeed } from './catalog-data.ts';
import { productFacts } from './product-facts.ts';

const ALL = [...NAMED_PRODUCTS, ...generatedProducts()];
const byId = (id: number) => ALL.find((p) => p.id === id) as ProductSeed;
const labels = (id: number) => productFacts(byId(id)).map((f) => f.label);
const value = (id: number, label: string) => productFacts(byId(id)).find((f) => f.label === label)?.value;

describe('product facts per family', () => {
  it('gives every product of an open family at least two facts, each label once', () => {
    for (const p of ALL) {
      const facts = productFacts(p);
      expect(facts.length, `${p.id} ${p.title}`).toBeGreaterThanOrEqual(2);
      expect(new Set(facts.map((f) => f.label)).size).toBe(facts.length);
      for (const f of facts) expect(f.value.trim()).not.toBe('');
    }
  });

  it('loans and home equity: rate from and term; home equity up to 240 months with its CET', () => {
    expect(labels(1)).toEqual(expect.arrayContaining(['Taxa a partir de', 'Prazo']));
    expect(value(55, 'Prazo')).toBe('até 240 meses');
    expect(value(55, 'CET a partir de')).toMatch(/^\d,\d\d% a\.m\.$/);
    expect(value(71, 'Prazo')).toBe('até 96 meses');
  });

  it('real-estate financing: up to 420 months and the share financed', () => {
    expect(value(97, 'Prazo')).toBe('até 420 meses');
    expect(value(97, 'Financia até')).toBe('80% do valor do imóvel');
    expect(value(61, 'Prazo')).not.toBe('até 420 meses');
  });

  it('cards: annual fee, rewards and minimum income; no rate or term', () => {
    expect(labels(22)).toEqual(['Anuidade', 'Recompensas', 'Renda mínima']);
    expect(value(498, 'Recompensas')).toMatch(/cashback/);
    expect(value(22, 'Renda mínima')).toMatch(/^R\$\s15\.000$/);
  });

  it('insurance, pension, consortium, benefits and accounts say what fits them', () => {
    expect(labels(29)).toEqual(['Cobertura', 'Mensalidade a partir de']);
    expect(value(31, 'Planos')).toBe('PGBL ou VGBL');
    expect(labels(31)).toContain('Taxa de administração');
    expect(labels(117)).toEqual(['Taxa de administração', 'Prazo', 'Cartas de crédito', 'Juros']);
    expect(value(117, 'Cartas de crédito')).toMatch(/^de R\$\s100\.000 a R\$\s1\.000\.000$/);
    expect(labels(148)).toContain('O que você recebe');
    expect(value(6, 'Tarifa de manutenção')).toBe('Grátis');
    for (const id of [14, 29, 31, 117, 22, 148, 6]) expect(labels(id)).not.toContain('Taxa a partir de');
  });
});
