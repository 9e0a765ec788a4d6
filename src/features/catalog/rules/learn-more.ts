import { brandSlug } from '../../../core/brand/partner-brands.ts';

/** What 'saiba mais' (docs/routes-and-guards.md#route-table `saiba-mais/{brand}`) needs of a product in the catalog. */
export interface InstitutionProduct {
  id: number;
  brand: string;
  brand_slug: string;
  brand_icon: string;
  family_slug: string;
}

export interface Institution<P extends InstitutionProduct> {
  name: string;
  icon: string;
  products: P[];
}

/** The institution of an address slug (its catalog slug, or its name's address slug) and its products. */
export function institutionOf<P extends InstitutionProduct>(
  slug: string,
  families: readonly { items: readonly P[] }[],
): Institution<P> | null {
  const wanted = slug.toLowerCase();
  const seen = new Set<number>();
  const products: P[] = [];
  for (const family of families) {
    for (const item of family.items) {
      if (seen.has(item.id)) continue;
      if (item.brand_slug === wanted || brandSlug(item.brand) === wanted) {
        seen.add(item.id);
        products.push(item);
      }
    }
  }
  const first = products[0];
  return first ? { name: first.brand, icon: first.brand_icon, products } : null;
}

/** The correspondent disclaimer of Res. CMN 4.935/2021. */
export function correspondentDisclaimer(storeName: string, institution: string): string {
  return `${storeName} atua como correspondente no País de ${institution}, nos termos da Resolução CMN nº 4.935/2021. As condições, as taxas e a aprovação de cada produto são definidas por ${institution}, que é a responsável pela contratação.`;
}
