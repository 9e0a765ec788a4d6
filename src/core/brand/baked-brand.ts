import type { ClientBrand } from './white-label.ts';

/** Where no build baked a brand in (unit tests), a neutral brand stands in. */
const NEUTRAL_BRAND: ClientBrand = {
  id: '',
  name: '',
  plan: 'lite',
  companyId: null,
  officeEdition: false,
  bankerTitle: { singular: 'Personal Banker', plural: 'Personal Bankers' },
  familyRenames: {},
  customerAreaUrl: null,
  partnerPageUrl: '/',
  colors: { primary: '#1d4ed8', onPrimary: '#ffffff' },
};

/**
 * The brand this build baked in; the neutral one where no build did. The browser code reads it
 * from here only: the build writes the whole brand wherever `__CLIENT_BRAND__` appears, so each
 * other use would ship one more copy of it (and the neutral brand drops out of built code).
 */
export const BAKED_BRAND: ClientBrand =
  typeof __CLIENT_BRAND__ === 'undefined' ? NEUTRAL_BRAND : __CLIENT_BRAND__;
