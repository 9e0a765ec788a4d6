import type { ClientBrand } from '../../../src/core/brand/white-label.ts';
import { clientBrandOf } from '../../../src/features/brand/config/client-brand.ts';
import { type Brand, listBrandIds, loadBrand } from '../../../src/features/brand/config/load.ts';

/** What the fragments know of a brand: what its islands know, its baked logo and its disclaimer. */
export type FragmentBrand = ClientBrand & { logoSvg: string; disclaimerHtml: string };

/** The brands of this repository, each read once, by id. */
export interface BrandBook {
  byId(id: string): FragmentBrand | null;
  /** The brand built for a company (its `companyId`), whose words that company's stores speak. */
  ofCompany(companyId: number | null | undefined): ClientBrand | null;
}

const fragmentBrandOf = (brand: Brand): FragmentBrand => ({
  ...clientBrandOf(brand),
  logoSvg: brand.logoSvg,
  disclaimerHtml: brand.disclaimerHtml,
});

export function brandBook(): BrandBook {
  const ids = listBrandIds();
  const loaded = new Map<string, FragmentBrand>();
  const byId = (id: string) => {
    if (!ids.includes(id)) return null;
    const full = loaded.has(id) ? null : loadBrand(id);
    const cached = loaded.get(id) ?? fragmentBrandOf(full as Brand);
    loaded.set(id, cached);
    return cached;
  };
  return {
    byId,
    ofCompany(companyId) {
      if (!companyId) return null;
      for (const id of ids) {
        const brand = byId(id);
        if (brand?.companyId === companyId) return brand;
      }
      return null;
    },
  };
}
