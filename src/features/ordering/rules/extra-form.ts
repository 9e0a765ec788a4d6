import { PARTNER_BRANDS } from '../../../core/brand/partner-brands.ts';
import type { ProductInfo } from '../../../core/products/product.ts';
import { EXTRA_FIELDS, type ExtraField } from '../../../core/validation/index.ts';

export type { ExtraField };

const UCI_BRANDS: readonly string[] = [PARTNER_BRANDS.uci, PARTNER_BRANDS.wimo];

/** Who shows each field of the extra step (docs/validation-and-errors.md#validation-rules); `pf` products are personal, `pj` business. */
const RULES: Record<
  ExtraField,
  (p: { nnSeg: boolean; uci: boolean; prospera: boolean; pf: boolean; foresight: boolean }) => boolean
> = {
  birthday: (p) => p.pf && (p.nnSeg || p.uci),
  profession: (p) => p.pf && p.uci,
  home_equity: (p) => p.pf && p.uci,
  financing: (p) => p.pf && p.uci,
  deadline: (p) => p.pf && p.uci,
  social_name: (p) => !p.pf,
  cnpj: (p) => !p.pf,
  marital: (p) => p.pf && p.nnSeg,
  professional_type: (p) => p.pf && p.nnSeg,
  monthly_income: (p) => p.pf && (p.nnSeg || p.uci),
  people_range: (p) => p.pf && p.nnSeg && !p.foresight,
  foresight_tax: (p) => p.nnSeg && p.foresight,
  foresight_exp: (p) => p.nnSeg && p.foresight,
  city: (p) => !p.pf && p.prospera,
  business: (p) => !p.pf && p.prospera,
  how_long: (p) => !p.pf && p.prospera,
};

/** The fields the extra step shows for a product, in form order; each shown field is required. */
export function extraFormFields(product: Pick<ProductInfo, 'brand' | 'is_pj' | 'category'>): ExtraField[] {
  const facts = {
    nnSeg: product.brand === PARTNER_BRANDS.nnSeg,
    uci: UCI_BRANDS.includes(product.brand),
    prospera: product.brand === PARTNER_BRANDS.prospera,
    pf: !product.is_pj,
    foresight: product.category?.name === 'Previdência',
  };
  return EXTRA_FIELDS.filter((field) => RULES[field](facts));
}
