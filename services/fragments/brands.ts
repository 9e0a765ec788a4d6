import { clientBrandOf } from '../../src/brand/client-brand.ts';
import { listBrandIds, loadBrand } from '../../src/brand/load.ts';
import type { ClientBrand } from '../../src/domain/browse-white-label.ts';

/** The brands of this repository, each read once, by id. */
export interface BrandBook {
  byId(id: string): ClientBrand | null;
  /** The brand built for a company (its `companyId`), whose words that company's stores speak. */
  ofCompany(companyId: number | null | undefined): ClientBrand | null;
}

export function brandBook(): BrandBook {
  const ids = listBrandIds();
  const loaded = new Map<string, ClientBrand>();
  const byId = (id: string) => {
    if (!ids.includes(id)) return null;
    const cached = loaded.get(id) ?? clientBrandOf(loadBrand(id));
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
