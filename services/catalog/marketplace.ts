import type { MarketplaceAnswer } from '../../src/core/contract/store.ts';
import { sharePath } from '../../src/features/catalog/contract/share.ts';
import {
  DEFAULT_OCCUPATION_PLURAL,
  PROVIDER_COMPANY_NAME,
  storeOccupation,
} from '../../src/features/catalog/contract/store-wording.ts';
import type { StoreRow } from './queries.ts';

/** Builds the marketplace answer from a store row; white-label companies override the chrome. */
export function toMarketplace(
  row: StoreRow,
  groups: { id: number; slug: string }[],
  publicOrigin: string,
): MarketplaceAnswer {
  const company = row.company;
  const store = row.store;
  const whitelabel = company?.whitelabel ?? false;
  const slug = row.person.slug ?? '';
  const metadataPairs = company?.metadata ?? [];
  return {
    id: row.person.id,
    slug,
    whitelabel,
    disabled: store?.disabled ?? false,
    company: {
      id: company?.id ?? 0,
      name: company?.name ?? PROVIDER_COMPANY_NAME,
      plan: company?.plan === 'full' ? 'full' : 'lite',
      whitelabel,
      logo: company?.logo ?? null,
      favicon: company?.favicon ?? null,
      store_url: company?.storeUrl ?? null,
      tos: company?.tosId && row.tosVersion ? { id: company.tosId, version: row.tosVersion } : null,
      metadata: metadataPairs,
    },
    occupation: storeOccupation(company),
    occupationPlural: (whitelabel && company?.occupationPlural) || DEFAULT_OCCUPATION_PLURAL,
    companyName: whitelabel && company ? company.name : PROVIDER_COMPANY_NAME,
    headerLogo: whitelabel ? (company?.logo ?? null) : null,
    favicon: whitelabel ? (company?.favicon ?? null) : null,
    orderConfirmedLogo: whitelabel ? (company?.orderConfirmedLogo ?? null) : null,
    goBackLink: company?.goBackLink ?? null,
    footerDisclaimer: whitelabel ? (company?.footerDisclaimer ?? null) : null,
    loginSection: { dark: store?.loginSectionDark ?? false },
    showProductList: store?.showProductList ?? true,
    showSeeProductsButton: store?.showSeeProductsButton ?? true,
    showFooterInfos: store?.showFooterInfos ?? true,
    aboutComponent: store?.aboutComponent ?? true,
    customHeaderItems: whitelabel ? (company?.headerItems ?? []) : [],
    product_groups: groups,
    termsOfService: company?.tosId ? { id: company.tosId } : null,
    storeColor: whitelabel ? (company?.storeColor ?? null) : null,
    shareURL: `${publicOrigin}${sharePath(slug)}`,
    shareQuery: store?.shareQuery ?? null,
    home_title: store?.homeTitle ?? null,
    translatedProductFamilies: store?.translatedProductFamilies ?? {},
    customStyling: store?.customStyling ?? null,
    metadata: Object.fromEntries(metadataPairs.map((pair) => [pair.key, pair.value])),
  };
}
