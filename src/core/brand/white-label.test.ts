import { describe, expect, it } from 'vitest';
import { clientBrand, PLAIN_MARKETPLACE } from '../format/test-fixtures.ts';
import { contrastRatio } from './contrast.ts';
import { effectiveChrome, type MarketplaceChrome, readableOn } from './white-label.ts';

const brand = clientBrand({
  id: 'aurora',
  name: 'Aurora Assessoria',
  bankerTitle: { singular: 'Assessor', plural: 'Assessores' },
  familyRenames: { '3': 'Financiamentos' },
  partnerPageUrl: 'https://aurora.example/',
  colors: { primary: '#8a1c4a', onPrimary: '#ffffff' },
});

const market: MarketplaceChrome = PLAIN_MARKETPLACE;

const whiteLabel: MarketplaceChrome = {
  ...market,
  whitelabel: true,
  companyName: 'Lima & Associados',
  occupation: 'Consultor',
  occupationPlural: 'Consultores',
  headerLogo: '/api/store/media/logos/lima.svg',
  favicon: null,
  goBackLink: 'https://lima.example/',
  footerDisclaimer: { text: 'Texto da empresa', contact: 'contato@lima.example', hideProviderContacts: true },
  customHeaderItems: [{ label: 'Nosso site', url: 'https://lima.example/' }],
  storeColor: '#1e6b3a',
  translatedProductFamilies: { '3': 'Crédito Imobiliário' },
  company: { logo: '/api/store/media/logos/company.svg', favicon: '/api/store/media/favicons/lima.svg' },
};

describe('chrome while the marketplace loads', () => {
  it('is pending with the brand wording', () => {
    const chrome = effectiveChrome(brand, null);
    expect(chrome.status).toBe('pending');
    expect(chrome.occupation).toEqual(brand.bankerTitle);
    expect(chrome.logoUrl).toBeNull();
  });
});

describe('not white-label', () => {
  it("keeps the brand's name, logo, wording and family renames", () => {
    const chrome = effectiveChrome(brand, market);
    expect(chrome).toMatchObject({
      status: 'ready',
      whitelabel: false,
      companyName: 'Aurora Assessoria',
      logoUrl: null,
      headerItems: null,
      occupation: { singular: 'Assessor', plural: 'Assessores' },
      familyRenames: { '3': 'Financiamentos' },
    });
  });
  it('still takes the store colour', () => {
    const chrome = effectiveChrome(brand, { ...market, storeColor: '#004488' });
    expect(chrome.primary).toEqual({ color: '#004488', onColor: '#ffffff' });
  });
});

describe('white-label (docs/README.md#the-product, docs/catalog-and-store.md#marketplace-and-product-load)', () => {
  const chrome = effectiveChrome(brand, whiteLabel);
  it("uses the company's name, logo, favicon and wording", () => {
    expect(chrome.whitelabel).toBe(true);
    expect(chrome.companyName).toBe('Lima & Associados');
    expect(chrome.logoUrl).toBe('/api/store/media/logos/lima.svg');
    expect(chrome.faviconUrl).toBe('/api/store/media/favicons/lima.svg');
    expect(chrome.occupation).toEqual({ singular: 'Consultor', plural: 'Consultores' });
  });
  it('falls back to the company logo without a header logo', () => {
    expect(effectiveChrome(brand, { ...whiteLabel, headerLogo: null }).logoUrl).toBe(
      '/api/store/media/logos/company.svg',
    );
  });
  it('carries the footer disclaimer, header items, colour and go-back link', () => {
    expect(chrome.footerDisclaimer?.hideProviderContacts).toBe(true);
    expect(chrome.headerItems).toEqual([{ label: 'Nosso site', href: 'https://lima.example/' }]);
    expect(chrome.primary?.color).toBe('#1e6b3a');
    expect(chrome.goBackLink).toBe('https://lima.example/');
  });
  it("lets the company's family names win over the brand's", () => {
    expect(chrome.familyRenames['3']).toBe('Crédito Imobiliário');
  });
  it('ignores a store colour that is not a colour', () => {
    expect(effectiveChrome(brand, { ...whiteLabel, storeColor: 'red;}' }).primary).toBeNull();
  });
});

describe('text on the store colour', () => {
  it('picks the more readable of white and near-black', () => {
    for (const color of ['#1e6b3a', '#ffd400', '#0f5e5a', '#f5f5f5', '#8a1c4a']) {
      const on = readableOn(color);
      const other = on === '#ffffff' ? '#111827' : '#ffffff';
      expect(contrastRatio(on, color)).toBeGreaterThanOrEqual(contrastRatio(other, color));
    }
  });
});
