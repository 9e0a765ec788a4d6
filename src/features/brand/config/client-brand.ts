import type { ClientBrand } from '../../../core/brand/white-label.ts';
import type { Brand } from './load.ts';

/** What the browser needs of the baked brand; the build compiles it into the islands' code. */
export function clientBrandOf(brand: Brand): ClientBrand {
  return {
    id: brand.id,
    name: brand.name,
    plan: brand.plan,
    companyId: brand.companyId,
    officeEdition: brand.officeEdition,
    bankerTitle: brand.bankerTitle,
    familyRenames: brand.familyRenames,
    customerAreaUrl: brand.customerAreaUrl ?? null,
    partnerPageUrl: brand.partnerPageUrl,
    colors: { primary: brand.colors.primary, onPrimary: brand.colors.onPrimary },
  };
}
