import { describe, expect, it } from 'vitest';
import { familyName } from '../../../core/brand/family-name.ts';
import { byCategory, groupTabs, listedFamilies, segmentFor } from './families.ts';

const item = (id: number, is_pj: boolean, category = 'Crédito') => ({
  id,
  is_pj,
  category: { name: category },
});

describe('family names', () => {
  const group = { id: 3, slug: 'financiamentos', name: 'Financiamento' };
  it("applies the brand's rename of family 3", () => {
    expect(familyName(group, { '3': 'Financiamentos' })).toBe('Financiamentos');
  });
  it("applies a company's translation by slug", () => {
    expect(familyName(group, { financiamentos: 'Crédito Imobiliário' })).toBe('Crédito Imobiliário');
  });
  it('keeps the catalog name otherwise', () => {
    expect(familyName(group, {})).toBe('Financiamento');
    expect(familyName({ id: 1, slug: 'emprestimos', name: 'Empréstimos' }, { '3': 'Financiamentos' })).toBe(
      'Empréstimos',
    );
  });
});

describe('product list', () => {
  it('leaves coming-soon families out', () => {
    const groups = [
      { id: 1, slug: 'a', name: 'A', coming_soon: false },
      { id: 10, slug: 'b', name: 'B', coming_soon: true },
    ];
    expect(listedFamilies(groups).map((g) => g.id)).toEqual([1]);
  });
  it('groups products by category in first-seen order', () => {
    const grouped = byCategory([
      item(1, false, 'Pessoal'),
      item(2, false, 'Consignado'),
      item(3, false, 'Pessoal'),
    ]);
    expect(grouped.map((g) => [g.category, g.items.map((i) => i.id)])).toEqual([
      ['Pessoal', [1, 3]],
      ['Consignado', [2]],
    ]);
  });
});

describe('group tabs (docs/catalog-and-store.md#group-page)', () => {
  it('splits personal and business products and selects the personal tab', () => {
    const tabs = groupTabs([item(1, false), item(2, true), item(3, false)], null);
    expect(tabs.pf.map((i) => i.id)).toEqual([1, 3]);
    expect(tabs.pj.map((i) => i.id)).toEqual([2]);
    expect([tabs.pfDisabled, tabs.pjDisabled, tabs.selected]).toEqual([false, false, 'pf']);
  });
  it('selects the business tab when there are no personal products', () => {
    const tabs = groupTabs([item(2, true)], null);
    expect([tabs.pfDisabled, tabs.pjDisabled, tabs.selected]).toEqual([true, false, 'pj']);
  });
  it('disables the business tab without business products, even when the address asks for it', () => {
    const tabs = groupTabs([item(1, false)], 'pj');
    expect([tabs.pfDisabled, tabs.pjDisabled, tabs.selected]).toEqual([false, true, 'pf']);
  });
  it('follows the segment parameter', () => {
    expect(groupTabs([item(1, false), item(2, true)], 'pj').selected).toBe('pj');
    expect(segmentFor('pj')).toBe('pj');
    expect(segmentFor('pf')).toBeNull();
  });
});
