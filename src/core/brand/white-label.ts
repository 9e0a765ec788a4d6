import { contrastRatio, isHexColour } from './contrast.ts';

/**
 * The chrome a store shows (docs/README.md#the-product, docs/catalog-and-store.md#marketplace-and-product-load): the baked brand's, or a white-label company's once
 * the marketplace answer says so. Pure: the stores compute it and the chrome script draws it.
 */

/** What the islands know of the baked brand (`src/features/brand/config/client-brand.ts`). */
export interface ClientBrand {
  id: string;
  name: string;
  plan: 'lite' | 'full';
  companyId: number | null;
  officeEdition: boolean;
  bankerTitle: { singular: string; plural: string };
  familyRenames: Record<string, string>;
  customerAreaUrl: string | null;
  partnerPageUrl: string;
  colors: { primary: string; onPrimary: string };
}

/** A white-label company's footer text and colours (stored with the company, answered with its stores). */
export interface FooterDisclaimer {
  text: string;
  contact?: string;
  extraContact?: string;
  color?: string;
  backgroundColor?: string;
  /** Hide the provider's own contact channels in the footer. */
  hideProviderContacts?: boolean;
}

/** The marketplace fields the chrome reads. */
export interface MarketplaceChrome {
  whitelabel: boolean;
  companyName: string;
  occupation: string;
  occupationPlural: string;
  headerLogo: string | null;
  favicon: string | null;
  goBackLink: string | null;
  footerDisclaimer: FooterDisclaimer | null;
  customHeaderItems: { label: string; url: string }[];
  storeColor: string | null;
  translatedProductFamilies: Record<string, string>;
  company: { logo: string | null; favicon: string | null };
}

export interface Chrome {
  /** 'pending' until the marketplace answers: white-label slots stay reserved but empty. */
  status: 'pending' | 'ready';
  whitelabel: boolean;
  companyName: string;
  /** A company logo address; null keeps the baked logo. */
  logoUrl: string | null;
  faviconUrl: string | null;
  occupation: { singular: string; plural: string };
  footerDisclaimer: MarketplaceChrome['footerDisclaimer'];
  /** The company's header items; null keeps the brand's. */
  headerItems: { label: string; href: string }[] | null;
  /** The store colour and the text colour readable on it; null keeps the brand's. */
  primary: { color: string; onColor: string } | null;
  goBackLink: string | null;
  familyRenames: Record<string, string>;
}

/** White or near-black, whichever reads better on the colour. */
export function readableOn(color: string): string {
  return contrastRatio('#ffffff', color) >= contrastRatio('#111827', color) ? '#ffffff' : '#111827';
}

export function effectiveChrome(brand: ClientBrand, market: MarketplaceChrome | null): Chrome {
  const baked: Chrome = {
    status: market ? 'ready' : 'pending',
    whitelabel: false,
    companyName: brand.name,
    logoUrl: null,
    faviconUrl: null,
    occupation: brand.bankerTitle,
    footerDisclaimer: null,
    headerItems: null,
    primary: null,
    goBackLink: market?.goBackLink ?? null,
    familyRenames: { ...(market?.translatedProductFamilies ?? {}), ...brand.familyRenames },
  };
  if (!market) return baked;
  const color = market.storeColor && isHexColour(market.storeColor) ? market.storeColor : null;
  const primary = color ? { color, onColor: readableOn(color) } : null;
  if (!market.whitelabel) return { ...baked, primary };
  return {
    ...baked,
    whitelabel: true,
    companyName: market.companyName,
    logoUrl: market.headerLogo ?? market.company.logo,
    faviconUrl: market.favicon ?? market.company.favicon,
    occupation: { singular: market.occupation, plural: market.occupationPlural },
    footerDisclaimer: market.footerDisclaimer,
    headerItems: market.customHeaderItems.map((item) => ({ label: item.label, href: item.url })),
    primary,
    // A company's own names for families come before the brand's.
    familyRenames: { ...brand.familyRenames, ...market.translatedProductFamilies },
  };
}
