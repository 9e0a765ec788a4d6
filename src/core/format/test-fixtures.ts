import type { ClientBrand, MarketplaceChrome } from '../brand/white-label.ts';
import type { ProductInfo } from '../products/product.ts';

/** Builders the tests share; nothing the storefront ships imports this file. */

/** A plain individual's product of a default request, with `over` on top. */
export function productInfo(over: Partial<ProductInfo> = {}): ProductInfo {
  return {
    id: 500,
    brand: 'Banco Qualquer',
    category: { name: 'Contas' },
    is_pj: false,
    product_type: 'DEFAULT',
    ...over,
  };
}

/** A full-plan brand of no company, office edition, family renames or customer area, with `over` on top. */
export function clientBrand(
  over: Pick<ClientBrand, 'id' | 'name' | 'bankerTitle' | 'partnerPageUrl' | 'colors'> & Partial<ClientBrand>,
): ClientBrand {
  return {
    plan: 'full',
    companyId: null,
    officeEdition: false,
    familyRenames: {},
    customerAreaUrl: null,
    ...over,
  };
}

/** A store's marketplace answer that changes nothing of the brand's chrome. */
export const PLAIN_MARKETPLACE: MarketplaceChrome = {
  whitelabel: false,
  companyName: 'Provedor',
  occupation: 'Personal Banker',
  occupationPlural: 'Personal Bankers',
  headerLogo: null,
  favicon: null,
  goBackLink: null,
  footerDisclaimer: null,
  customHeaderItems: [],
  storeColor: null,
  translatedProductFamilies: {},
  company: { logo: null, favicon: null },
};

/** The registry's answer for a known, active company (the bakery of the demo's CNPJ 11.222.333/0001-81). */
export const KNOWN_COMPANY_ANSWER = {
  data: {
    cnpj: '11222333000181',
    name: 'Padaria Pão Quente Ltda',
    trade_name: 'Pão Quente',
    opened_at: '2015-03-10',
    situation: 'ATIVA',
  },
  message: 'Empresa encontrada.',
  status: 1,
};
